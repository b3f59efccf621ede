import styles from './Field.module.css';

/** The look shared by every text-like control (input, select, textarea and their framed variants). */
export const controlClass = styles.control;

/** A frame that holds a borderless control plus an affix (asset symbol, show-password toggle). */
export const framedClass = styles.framed;

/** The borderless control inside a frame. */
export const bareControlClass = styles.bare;
