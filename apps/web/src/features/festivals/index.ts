// The festivals feature's public face: the venue and festival links a show shows.
export { FestivalSetLine, VenueLink } from './place-links';
