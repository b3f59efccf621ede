import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../i18n';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button } from '../../ui/Button';

/** What a route shows when its screen cannot render: most often its lazy chunk is gone after a redeploy. */
function RouteError() {
  return (
    <AuthLayout title={t('routeError.title')} intro={t('routeError.body')} card={false}>
      <Button variant="primary" size="lg" fullWidth onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </AuthLayout>
  );
}

interface BoundaryProps {
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: string;
}

/** Catches a route's failure; navigating to another path tries again (the failure was that route's). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The routes' safety net: a screen that throws, or whose code fails to load, shows a Spanish message and a reload
 * button instead of a blank page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
