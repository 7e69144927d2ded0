export {
  addressesQueryOptions,
  createAddress,
  deleteAddress,
  makeDefaultAddress,
  updateAddress,
} from './addresses-api';
