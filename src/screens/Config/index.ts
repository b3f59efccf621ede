export { ConfigScreen, ConfigNotice } from './ConfigScreen';
