import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './Tile.module.css';

/** Colour of a tile's icon badge: the brand, a token's accent, or ink. */
export type TileAccent = 'brand' | 'umq' | 'hlk' | 'ink';

/** Props of {@link Tile}. */
export interface TileProps {
  icon: IconName;
  title: string;
  description: string;
  accent?: TileAccent;
  /** Opens the tile's modal. */
  onClick: () => void;
}

/** A /home tile: a large button that opens a modal (aria-haspopup="dialog"). */
export function Tile({ icon, title, description, accent = 'brand', onClick }: TileProps) {
  return (
    <button type="button" className={styles.tile} data-accent={accent} aria-haspopup="dialog" onClick={onClick}>
      <span className={styles.badge}>
        <Icon name={icon} size="1.5rem" />
      </span>
      <span className={styles.title}>{title}</span>
      <span className={styles.description}>{description}</span>
    </button>
  );
}

/** Lays tiles out two-up on a phone and three-up on wider screens. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
