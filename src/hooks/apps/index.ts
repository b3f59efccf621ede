/** The six apps' shared pieces (DESIGN.md §13): state queries, opt-in requests and the gate. */
export { APP_STATE_POLL_MS, appQueries } from './queries';
export { appOptInRequest, assetOptInRequest } from './optIns';
export { useActivationCosts, type ActivationCostsView } from './useActivationCosts';
export { useGate, type Gate, type GateButton, type GateStep, type GateStepView } from './useGate';
