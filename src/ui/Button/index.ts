export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonClass } from './buttonClass';
export type { ButtonLook } from './buttonClass';
