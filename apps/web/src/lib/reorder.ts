import type { Localized } from '@dukkan/contracts';
import { createContext, useContext } from 'react';

/** A line of a past order to put back in the cart. */
export interface ReorderLine {
  product_uuid: string;
  quantity: number;
  /** the name when ordered, for messages about a product that is gone */
  name: Localized;
}

export interface ReorderOutcome {
  /** lines put in the cart, at today's prices */
  added: number;
  /** each line that could not be, with the storefront's message for it */
  problems: { name: string; text: string }[];
}

export type Reorder = (lines: ReorderLine[]) => Promise<ReorderOutcome>;

/**
 * "Order again": the cart feature provides it (its add-to-cart flow with the stock check), the orders feature uses
 * it; neither imports the other.
 */
export const ReorderContext = createContext<Reorder | null>(null);

export const useReorder = (): Reorder | null => useContext(ReorderContext);
