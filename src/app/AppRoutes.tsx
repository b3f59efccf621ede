import { Route, Switch } from 'wouter';
import { LandingScreen } from '../screens/Landing';
import { NotFoundScreen } from '../screens/NotFound';

/**
 * The route table. A route appears here only once its screen works end to end (SPEC §2 lists them all);
 * screens after the landing are lazy so algosdk stays out of the first load of `/`.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
