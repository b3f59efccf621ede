import { addCopy } from '../i18n';
import { features } from '../i18n/es/features';

// The six apps' copy loads with the ledger screens and their signed-out pages (which show the apps' titles), never
// in the first load of the landing and /login.
addCopy(features);
