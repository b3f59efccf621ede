export { useAfterFirstPaint } from './useAfterFirstPaint';
