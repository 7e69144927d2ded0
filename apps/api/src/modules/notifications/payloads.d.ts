import { z } from 'zod';
/** The data each kind of message carries in the outbox: values and codes only; the templates make the text. */
declare const orderPayload: z.ZodObject<{
    uuid: z.ZodString;
    number: z.ZodString;
    first_name: z.ZodString;
    delivery_method: z.ZodString;
    total_milli: z.ZodNumber;
    lines: z.ZodArray<z.ZodObject<{
        name_ar: z.ZodString;
        name_en: z.ZodString;
        quantity: z.ZodNumber;
        line_total_milli: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const payloadSchemas: {
    readonly order_placed: z.ZodObject<{
        uuid: z.ZodString;
        number: z.ZodString;
        first_name: z.ZodString;
        delivery_method: z.ZodString;
        total_milli: z.ZodNumber;
        lines: z.ZodArray<z.ZodObject<{
            name_ar: z.ZodString;
            name_en: z.ZodString;
            quantity: z.ZodNumber;
            line_total_milli: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    readonly new_order: z.ZodObject<{
        uuid: z.ZodString;
        number: z.ZodString;
        first_name: z.ZodString;
        delivery_method: z.ZodString;
        total_milli: z.ZodNumber;
        lines: z.ZodArray<z.ZodObject<{
            name_ar: z.ZodString;
            name_en: z.ZodString;
            quantity: z.ZodNumber;
            line_total_milli: z.ZodNumber;
        }, z.core.$strip>>;
        client_name: z.ZodString;
        phone: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>;
    readonly password_reset: z.ZodObject<{
        first_name: z.ZodString;
        email: z.ZodString;
        token: z.ZodString;
        ttl_minutes: z.ZodNumber;
    }, z.core.$strip>;
    readonly contact_notice: z.ZodObject<{
        name: z.ZodString;
        email: z.ZodString;
        subject: z.ZodString;
        message: z.ZodString;
    }, z.core.$strip>;
    /** fixed text, nothing of what was typed: the form must not let anyone mail their words to any address */
    readonly contact_ack: z.ZodObject<{}, z.core.$strip>;
};
export type MessageKind = keyof typeof payloadSchemas;
export type Payload<K extends MessageKind> = z.output<(typeof payloadSchemas)[K]>;
export type OrderPayload = z.output<typeof orderPayload>;
/** Kinds whose data must not outlive the send (a reset link's token). */
export declare const SENSITIVE_KINDS: ReadonlySet<string>;
export declare const isMessageKind: (kind: string) => kind is MessageKind;
export {};
