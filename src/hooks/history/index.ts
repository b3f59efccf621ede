/** The account history (issue 14): the query factory paid actions refresh, and the list /wallet shows. */
export { historyQueries } from './queries';
export { useHistory } from './useHistory';
