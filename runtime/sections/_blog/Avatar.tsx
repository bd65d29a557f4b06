import { initials } from '../../../shared/format';

/** The author's photo, or their initials on the accent colour. */
export function Avatar({
  name,
  thumb,
  size = 32,
}: {
  name: string;
  thumb: string | null;
  size?: number;
}) {
  return thumb ? (
    <img className="sw-blog-avatar" src={thumb} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span
      className="sw-blog-avatar sw-blog-avatar--initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
