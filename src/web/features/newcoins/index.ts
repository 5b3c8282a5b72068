// What other features use of the new-coin screens: the allotment receipt (IEO applications carry
// the same receipt) and the countdown's time left. The receipt's texts are locales/newcoins/*, so a
// route that shows it lists 'newcoins' among its texts.
export { Receipt } from './Receipt';
export { timeLeft } from './phase';
