export { settingsQueryOptions } from './api/get-settings';
export { homeAdvertisementsQueryOptions } from './api/get-home-advertisements';
