// What other features use of the proof of reserves: the assets screen's link to it.
export { ReservesLink } from './ReservesLink';
