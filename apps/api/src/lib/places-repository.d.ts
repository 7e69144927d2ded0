import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
/** Countries, cities and delivery service packages: the one repository every module reads places from. */
type Db = Kysely<Database>;
export declare function findCountries(
  db: Db,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: {
    id: number;
    name_ar: string;
    name_en: string;
    code: string;
  }[];
  total: number;
}>;
export declare function findCountry(
  db: Db,
  id: number,
): Promise<
  | {
      id: number;
    }
  | undefined
>;
export declare function findCities(
  db: Db,
  countryId: number,
): Promise<
  {
    id: number;
    name_ar: string;
    name_en: string;
    country_id: number;
    is_delivery: number;
  }[]
>;
export declare function findCity(
  db: Db,
  id: number,
): Promise<
  | {
      id: number;
      name_ar: string;
      name_en: string;
      country_id: number;
      is_delivery: number;
    }
  | undefined
>;
export declare function cityInCountry(db: Db, cityId: number, countryId: number): Promise<boolean>;
/** Cities delivery companies serve. */
export declare function findDeliveryCities(db: Db): Promise<
  {
    id: number;
    name_ar: string;
    name_en: string;
    country_id: number;
  }[]
>;
export declare function findDeliveryCity(
  db: Db,
  id: number,
): Promise<
  | {
      id: number;
    }
  | undefined
>;
export declare function findServicePackage(
  db: Db,
  id: number,
): Promise<
  | {
      id: number;
      name_ar: string;
      name_en: string;
      price_milli: number;
      city_id: number;
      expected_time_ar: string;
      expected_time_en: string;
      is_active: number;
    }
  | undefined
>;
/** A delivery city's active service packages, cheapest first. */
export declare function findActivePackages(
  db: Db,
  cityId: number,
): Promise<
  {
    id: number;
    name_ar: string;
    name_en: string;
    price_milli: number;
    city_id: number;
    expected_time_ar: string;
    expected_time_en: string;
    is_active: number;
  }[]
>;
export {};
