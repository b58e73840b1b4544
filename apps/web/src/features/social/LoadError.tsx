// Moved to components/; this re-export lasts until rank-place imports it from there.
export { LoadError } from '../../components/LoadError';
