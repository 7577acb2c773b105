import './Skeleton.css';

interface SkeletonProps {
  width?: string;
  height?: string;
  round?: boolean;
}

/** A grey shimmering placeholder in the shape of content that is still loading. */
export function Skeleton({ width = '100%', height = '1rem', round = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={round ? 'skeleton skeleton-round' : 'skeleton'}
      style={{ width, height }}
    />
  );
}
