// The profile feature's public face: the insights' words other screens reuse.
export { festivalDatesText, hasAverage } from './insights';
