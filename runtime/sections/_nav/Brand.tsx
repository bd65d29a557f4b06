import type { BrandConfig } from '../../../schemas/sections/_nav';
import { useRuntime } from '../../context';
import { ActionLink } from '../../ui/ActionLink';
import { HOME_ACTION } from './nav-utils';

/** The name to show: the config's override, else the site's name. */
export function useBrandName(config: BrandConfig): string {
  const { siteName } = useRuntime();
  return config.siteName?.trim() || siteName || 'Home';
}

/** Logo image or site name, linking home. */
export function Brand({
  config,
  lazy = false,
  className,
}: {
  config: BrandConfig;
  lazy?: boolean;
  className?: string;
}) {
  const name = useBrandName(config);
  const showLogo = config.brand === 'logo' && !!config.logo;
  return (
    <ActionLink action={HOME_ACTION} className={`sw-brand${className ? ` ${className}` : ''}`}>
      {showLogo ? (
        <img
          className="sw-brand__logo"
          src={config.logo}
          alt={name}
          width={240}
          height={64}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
      ) : (
        <span className="sw-brand__name">{name}</span>
      )}
    </ActionLink>
  );
}
