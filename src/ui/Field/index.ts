export { Field } from './Field';
export type { FieldProps } from './Field';
export { useFieldControl } from './FieldContext';
export type { FieldControl } from './FieldContext';
export { bareControlClass, controlClass, framedClass } from './controlClass';
