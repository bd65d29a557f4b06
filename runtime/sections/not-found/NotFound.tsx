import type { NotFoundConfig } from '../../../schemas/sections/not-found';
import type { SectionProps } from '../../define-section';
import { NotFoundPage } from '../_shared/NotFoundPage';

/** The 404 body: shown for unknown paths with the site's own header and footer. */
export function NotFound({ config }: SectionProps<Partial<NotFoundConfig>>) {
  return <NotFoundPage {...config} />;
}
