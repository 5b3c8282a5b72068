// The country or region chooser's hand-over (verification, phone fields) and the shared country list.
export { chooserUrl, CHOOSE_LOCATION_PATH, type LocationChoice } from './chooser';
export { filterLocations } from './filterLocations';
export { Flag } from './Flag';
export { useCanShowFlags } from './useCanShowFlags';
export { useChosenLocation, useLocationChooser } from './useLocationChooser';
export { useLocations } from './useLocations';
