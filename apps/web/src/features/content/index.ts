export { settingsQueryOptions } from '../../lib/settings';
export { homeAdvertisementsQueryOptions } from './api/get-home-advertisements';
