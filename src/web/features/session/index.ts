// The account's profile, for the screens that show or change it.
export { useProfile, userKeys } from './queries';
