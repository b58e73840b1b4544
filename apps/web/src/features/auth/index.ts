// The auth feature's public face: who is signed in, for every other feature.
export { useCurrentUser, useSession } from './session';
export { clearStoredUser } from './session-storage';
