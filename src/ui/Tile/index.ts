export { Tile, TileGrid } from './Tile';
export type { TileAccent, TileProps } from './Tile';
