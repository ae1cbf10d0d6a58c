/** A community's picture, or its initial on a coloured tile. Decorative: the name is written beside it. */
export function CommunityImage({
  src,
  name,
  size = 'small',
}: {
  src: string | null;
  name: string;
  size?: 'small' | 'large';
}) {
  return (
    <span className={`community-image community-image-${size}`} aria-hidden="true">
      {src ? (
        <img
          src={src}
          alt=""
          width={size === 'large' ? 96 : 56}
          height={size === 'large' ? 96 : 56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  );
}
