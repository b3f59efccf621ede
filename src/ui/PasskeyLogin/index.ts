export { PasskeyLogin, type PasskeyLoginProps } from './PasskeyLogin';
