import type { ResponsiveImage } from '../../content/image.ts';

/**
 * An image of content/images/ in AVIF or WebP at the width the screen needs (`sizes`), its width and
 * height set so that nothing moves when it arrives, over its blurred placeholder. Below the first
 * screen it loads lazily; `priority` marks the largest image of the first screen (fetchpriority high).
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <span className={`picture${className ? ` ${className}` : ''}`}>
      <img className="picture__placeholder" src={image.placeholder} alt="" aria-hidden="true" width={image.width} height={image.height} />
      <picture>
        <source type="image/avif" srcSet={image.avif} sizes={sizes} />
        <source type="image/webp" srcSet={image.webp} sizes={sizes} />
        <img
          src={image.src}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </span>
  );
}
