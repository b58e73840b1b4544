// The plans feature's public face: going to a gig from an artist's page, a
// profile's plans, and a plan's words for the Following feed.
export { GoingButton } from './GoingButton';
export { YoureGoing } from './YoureGoing';
export { useOwnArtistPlans } from './use-own-artist-plans';
export { PlansSection } from './PlansSection';
export { formatPlanDate, planVerb } from './plan-text';
