// Moved to components/; this re-export lasts until rank-place imports it from there.
export { RankedShowItem } from '../../components/RankedShowItem';
