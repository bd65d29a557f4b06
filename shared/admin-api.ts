// The owner's admin API (docs/api.md, "Admin API"): the dashboard, customers, settings and staff,
// and the admin app's boot blob. The orders' own contract is shared/admin-orders.ts. Forms are
// checked by the same JSON schemas on both sides: the server compiles them with Ajv (strict, no
// coercion), the admin app runs them through `formProblems` below; both answer the field's own
// message from the schema's messages.
import type { AdminOrderRow } from './admin-orders';
import { COD_MAX_AMOUNT, COD_MESSAGES, type CodSettings } from './cod';
import type { OrderStatus } from './orders';
import type { ShippingSettings } from './shipping';

export const ADMIN_API_PATHS = {
  dashboard: '/api/io/crm/admin/shop/dashboard',
  customers: '/api/io/crm/admin/shop/customers/list',
  customer: '/api/io/crm/admin/shop/customers/get',
  settings: '/api/io/crm/admin/settings',
  saveStore: '/api/io/crm/admin/settings/store',
  savePayments: '/api/io/crm/admin/settings/payments',
  /** Shipping zones and the return window (shared/shipping.ts). */
  saveShipping: '/api/io/crm/admin/settings/shipping',
  staff: '/api/io/crm/admin/staff/list',
  addStaff: '/api/io/crm/admin/staff/add',
  removeStaff: '/api/io/crm/admin/staff/remove',
} as const;

/** The admin app's screens (server/admin serves the shell at each). */
export const ADMIN_APP_PATHS = {
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  products: '/admin/products',
  categories: '/admin/categories',
  customers: '/admin/customers',
  /** Discount codes and automatic discounts; one at `/admin/discounts/{id}` (`new` for a new one). */
  discounts: '/admin/discounts',
  /** Blog posts; a post at `/admin/blog/{id}` (`new` for a new one). */
  blog: '/admin/blog',
  blogCategories: '/admin/blog/categories',
  comments: '/admin/comments',
  newsletter: '/admin/newsletter',
  enquiries: '/admin/enquiries',
  settings: '/admin/settings',
  /** The owner's redirects (shared/redirects.ts). */
  redirects: '/admin/redirects',
  builder: '/admin/builder',
  logout: '/admin/logout',
} as const;

/** What the admin app reads from `<script type="application/json" id="sw-admin-boot">`. */
export type AdminBoot = {
  workspace: { id: string; name: string; slug: string; domain: string; currency: string };
  user: { id: string; name: string; email: string; role: 'OWNER' | 'STAFF' };
};

export const ADMIN_BOOT_ID = 'sw-admin-boot';
export const ADMIN_ROOT_ID = 'sw-admin-root';

// ---------------------------------------------------------------------------------------------
// Dashboard

/** Variants at or below this stock are "low stock", unless the owner set another threshold. */
export const LOW_STOCK_THRESHOLD = 5;
/** The largest low-stock threshold an owner may set. */
export const LOW_STOCK_THRESHOLD_MAX = 100_000;

/** The store's contact details in settings.contact ('' for each one not set). */
export function contactOf(settings: Record<string, unknown>): StoreSettingsInput['contact'] {
  const c = (
    settings.contact && typeof settings.contact === 'object' ? settings.contact : {}
  ) as Partial<Record<keyof StoreSettingsInput['contact'], unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { email: text(c.email), phone: text(c.phone), address: text(c.address) };
}

/** The workspace's low-stock threshold (settings.lowStockThreshold), else the default. */
export function lowStockThresholdOf(settings: Record<string, unknown>): number {
  const t = settings.lowStockThreshold;
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t <= LOW_STOCK_THRESHOLD_MAX
    ? t
    : LOW_STOCK_THRESHOLD;
}
/** Days of the dashboard's chart, today included. */
export const DASHBOARD_DAYS = 30;

export type DashboardFigures = {
  /** Paid orders placed in the period (every status of a paid order, refunded ones too). */
  orders: number;
  /** Their totals less the orders refunded since, minor units. */
  revenue: number;
};

export type DashboardAnswer = {
  data: {
    currency: string;
    /** The UTC day it is on the server (YYYY-MM-DD). */
    today: string;
    todayFigures: DashboardFigures;
    month: DashboardFigures;
    waiting: {
      total: number;
      byStatus: { status: OrderStatus; count: number }[];
      /** The oldest waiting orders first, at most 8. */
      orders: AdminOrderRow[];
    };
    lowStock: {
      threshold: number;
      total: number;
      /** Lowest stock first, at most 10. */
      items: {
        productId: string;
        productName: string;
        variantId: string;
        variantTitle: string;
        stock: number;
      }[];
    };
    /** DASHBOARD_DAYS UTC days, oldest first, today last. */
    days: ({ date: string } & DashboardFigures)[];
  };
};

// ---------------------------------------------------------------------------------------------
// Customers

export const CUSTOMER_PAGE_SIZE = 20;

/** POST customers/list body: a search (name, email, phone), the page from 0 and its size. */
export type AdminCustomerQuery = { q?: string; p?: number; s?: number };

export type AdminCustomerRow = {
  _id: string;
  name: string;
  email: string;
  mobile: string | null;
  /** Paid orders (every status of a paid order). */
  orderCount: number;
  /** Their totals less refunded orders, minor units, in the workspace's currency. */
  totalSpent: number;
  lastOrderAt: string | null;
  created: string;
};

export type AdminCustomersAnswer = { data: AdminCustomerRow[]; total: number };

export type AdminCustomerDetail = AdminCustomerRow & {
  firstName: string;
  lastName: string;
  callingCode: string | null;
  gender: string | null;
  birthDate: string | null;
  /** Every order of the customer, newest first (at most 100), paid or not. */
  orders: AdminOrderRow[];
  /** How many orders they placed, paid or not. */
  ordersTotal: number;
};

export type AdminCustomerAnswer = { data: AdminCustomerDetail };

// ---------------------------------------------------------------------------------------------
// Settings and staff

export const STORE_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD'] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
export const CURRENCY_LABELS: Record<StoreCurrency, string> = {
  INR: 'Indian rupee (INR)',
  USD: 'US dollar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'Pound sterling (GBP)',
  AED: 'UAE dirham (AED)',
  SGD: 'Singapore dollar (SGD)',
};

/** Secret names in workspace_secrets (the server's GATEWAY_SECRET_NAMES, checked by a test). */
export const SECRET_FIELDS = [
  'RAZORPAY.keySecret',
  'RAZORPAY.webhookSecret',
  'CASHFREE.clientSecret',
  'PHONEPE.saltKey',
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

export type StoreSettingsInput = {
  name: string;
  defaultCurrency: StoreCurrency;
  contact: { email: string; phone: string; address: string };
  /** A variant with this many units or fewer is low on stock; left out, the current one stays. */
  lowStockThreshold?: number;
};

/**
 * The payment keys form. Public halves are saved as sent ('' clears one). A secret field left
 * out or '' keeps the stored secret; `remove` clears the named secrets.
 */
export type PaymentSettingsInput = {
  RAZORPAY: { keyId: string; keySecret?: string; webhookSecret?: string };
  CASHFREE: { clientId: string; clientSecret?: string };
  PHONEPE: { merchantId: string; saltIndex: string; saltKey?: string };
  testMode: boolean;
  /** Cash on delivery; left out, the stored settings stay. */
  cod?: CodSettings;
  remove?: SecretField[];
};

/** What GET settings answers: never a secret's value, only whether each one is set. */
export type AdminSettings = {
  store: Required<StoreSettingsInput>;
  payments: {
    RAZORPAY: { keyId: string };
    CASHFREE: { clientId: string };
    PHONEPE: { merchantId: string; saltIndex: string };
    testMode: boolean;
    cod: CodSettings;
  };
  shipping: ShippingSettings;
  secrets: Record<SecretField, boolean>;
  /** Only the owner may change settings and staff. */
  canEdit: boolean;
};

export type AdminSettingsAnswer = { data: AdminSettings };

export type StaffInput = { firstName: string; lastName: string; email: string };

export type StaffMember = {
  _id: string;
  name: string;
  email: string;
  role: 'OWNER' | 'STAFF';
  created: string;
  /** False until they chose a password through the link they were mailed. */
  passwordSet: boolean;
  /** The signed-in person. */
  you: boolean;
};

export type StaffAnswer = { data: StaffMember[] };

export const ADMIN_MESSAGES = {
  ownerOnly: 'Only the owner of this shop can change its settings and staff.',
  staffOwnerOnly: 'Only the owner of this shop can add or remove staff.',
  removeSelf: 'You cannot remove yourself.',
  removeOwner: 'The owner of the shop cannot be removed.',
  staffNotFound: 'No staff member with this id in this shop.',
  staffTaken: 'This email already has an account in this shop.',
  customerNotFound: 'No customer with this id in this shop.',
  storeSaved: 'Store details saved.',
  paymentsSaved: 'Payment settings saved.',
  staffAdded: (email: string) =>
    `Staff member added. We mailed ${email} a link to choose a password.`,
  staffRemoved: 'Staff member removed. Their sessions have ended.',
} as const;

// ---------------------------------------------------------------------------------------------
// Form schemas: the route bodies, and what the admin's forms check before sending.

/** A JSON Schema of the small subset formProblems reads (and Ajv reads the same way). */
export type FormSchema =
  | {
      type: 'object';
      properties: Record<string, FormSchema>;
      required?: readonly string[];
      additionalProperties: false;
    }
  | {
      type: 'string';
      minLength?: number;
      maxLength?: number;
      pattern?: string;
      enum?: readonly string[];
    }
  | { type: 'boolean' }
  | { type: 'integer'; minimum?: number; maximum?: number }
  | {
      type: 'array';
      items: FormSchema;
      maxItems?: number;
      uniqueItems?: boolean;
    };

/** Field paths (dots: `contact.email`) to the sentence a person reads when it is wrong. */
export type FormMessages = Record<string, string>;

/** Something other than blanks. */
const TEXT = '\\S';
// The owner forms' email rule (shared/validators): staff sign in through the owner sign-in form.
const STAFF_EMAIL = '^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,4}$';
// The shop's email rule, or nothing (the contact email is optional).
const CONTACT_EMAIL = '^$|^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';
const CONTACT_PHONE = '^$|^\\+?[0-9][0-9 ()-]{5,19}$';
// Keys are printable ASCII without spaces (gateways issue them so).
const KEY = '^$|^[\\x21-\\x7e]+$';

const key = (max: number) => ({ type: 'string', maxLength: max, pattern: KEY }) as const;

export const STORE_SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: TEXT },
    defaultCurrency: { type: 'string', enum: STORE_CURRENCIES },
    contact: {
      type: 'object',
      properties: {
        email: { type: 'string', maxLength: 200, pattern: CONTACT_EMAIL },
        phone: { type: 'string', maxLength: 20, pattern: CONTACT_PHONE },
        address: { type: 'string', maxLength: 500 },
      },
      required: ['email', 'phone', 'address'],
      additionalProperties: false,
    },
    lowStockThreshold: { type: 'integer', minimum: 0, maximum: LOW_STOCK_THRESHOLD_MAX },
  },
  required: ['name', 'defaultCurrency', 'contact'],
  additionalProperties: false,
} as const satisfies FormSchema;

export const STORE_SETTINGS_MESSAGES: FormMessages = {
  name: 'Please enter the store name (at most 100 characters).',
  defaultCurrency: `Please choose a currency: ${STORE_CURRENCIES.join(', ')}.`,
  contact: 'Please fill in the contact details.',
  'contact.email': 'Please enter a valid email address.',
  'contact.phone':
    'Please enter a phone number of 6 to 20 digits (spaces, +, - and brackets allowed).',
  'contact.address': 'Please keep the address under 500 characters.',
  lowStockThreshold: `Please enter the low-stock alert as a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-IN')}.`,
};

export const PAYMENT_SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    RAZORPAY: {
      type: 'object',
      properties: { keyId: key(100), keySecret: key(200), webhookSecret: key(200) },
      required: ['keyId'],
      additionalProperties: false,
    },
    CASHFREE: {
      type: 'object',
      properties: { clientId: key(100), clientSecret: key(200) },
      required: ['clientId'],
      additionalProperties: false,
    },
    PHONEPE: {
      type: 'object',
      properties: {
        merchantId: key(100),
        saltIndex: { type: 'string', maxLength: 3, pattern: '^$|^[0-9]{1,3}$' },
        saltKey: key(200),
      },
      required: ['merchantId', 'saltIndex'],
      additionalProperties: false,
    },
    testMode: { type: 'boolean' },
    cod: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        limit: { type: 'integer', minimum: 100, maximum: COD_MAX_AMOUNT },
        fee: { type: 'integer', minimum: 0, maximum: COD_MAX_AMOUNT },
      },
      required: ['enabled', 'limit', 'fee'],
      additionalProperties: false,
    },
    remove: {
      type: 'array',
      items: { type: 'string', enum: SECRET_FIELDS },
      maxItems: SECRET_FIELDS.length,
      uniqueItems: true,
    },
  },
  required: ['RAZORPAY', 'CASHFREE', 'PHONEPE', 'testMode'],
  additionalProperties: false,
} as const satisfies FormSchema;

const KEY_MESSAGE = 'Keys are letters, digits and symbols without spaces.';
export const PAYMENT_SETTINGS_MESSAGES: FormMessages = {
  'RAZORPAY.keyId': `Razorpay key id: ${KEY_MESSAGE}`,
  'RAZORPAY.keySecret': `Razorpay key secret: ${KEY_MESSAGE}`,
  'RAZORPAY.webhookSecret': `Razorpay webhook secret: ${KEY_MESSAGE}`,
  'CASHFREE.clientId': `Cashfree client id: ${KEY_MESSAGE}`,
  'CASHFREE.clientSecret': `Cashfree client secret: ${KEY_MESSAGE}`,
  'PHONEPE.merchantId': `PhonePe merchant id: ${KEY_MESSAGE}`,
  'PHONEPE.saltIndex': 'PhonePe salt index: a number of 1 to 3 digits.',
  'PHONEPE.saltKey': `PhonePe salt key: ${KEY_MESSAGE}`,
  testMode: 'The test gateway switch must be on or off.',
  cod: 'Please set cash on delivery as { enabled, limit, fee }.',
  'cod.enabled': COD_MESSAGES.enabled,
  'cod.limit': COD_MESSAGES.limit,
  'cod.fee': COD_MESSAGES.fee,
  remove: `Secrets to remove must be some of ${SECRET_FIELDS.join(', ')}.`,
};

export const STAFF_SCHEMA = {
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 40, pattern: TEXT },
    lastName: { type: 'string', minLength: 1, maxLength: 40, pattern: TEXT },
    email: { type: 'string', minLength: 1, maxLength: 200, pattern: STAFF_EMAIL },
  },
  required: ['firstName', 'lastName', 'email'],
  additionalProperties: false,
} as const satisfies FormSchema;

export const STAFF_MESSAGES: FormMessages = {
  firstName: 'Please enter the first name (at most 40 characters).',
  lastName: 'Please enter the last name (at most 40 characters).',
  email: 'Please enter a valid email address.',
};

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const STAFF_REMOVE_SCHEMA = {
  type: 'object',
  properties: { id: ID },
  required: ['id'],
  additionalProperties: false,
} as const satisfies FormSchema;

export const CUSTOMER_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    p: { type: 'integer', minimum: 0, maximum: 100_000 },
    s: { type: 'integer', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const satisfies FormSchema;

export const CUSTOMER_QUERY_MESSAGES: FormMessages = {
  q: 'The search is at most 100 characters.',
  p: 'p is the page number from 0.',
  s: 's is the page size, 1 to 100.',
  id: 'Please say which customer (id).',
};

/**
 * The problems of a value under a form schema, one per field path (the first found), with the
 * field's message from `messages` (else a plain default). Empty when the value passes. Reads the
 * schema exactly as Ajv does for this subset (a unit test holds both to the same answers).
 */
export function formProblems(
  schema: FormSchema,
  value: unknown,
  messages: FormMessages = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const say = (path: string, fallback: string) => {
    const field = path || '(form)';
    if (!(field in out)) out[field] = messages[path] ?? fallback;
  };
  const walk = (s: FormSchema, v: unknown, path: string) => {
    const at = (name: string) => (path ? `${path}.${name}` : name);
    switch (s.type) {
      case 'object': {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) {
          say(path, `${path || 'The form'} must be an object.`);
          return;
        }
        const record = v as Record<string, unknown>;
        for (const name of s.required ?? [])
          if (!(name in record)) say(at(name), `${at(name)} is required.`);
        for (const [name, item] of Object.entries(record)) {
          const child = s.properties[name];
          if (!child) say(at(name), `"${name}" is not expected here.`);
          else walk(child, item, at(name));
        }
        return;
      }
      case 'string': {
        if (typeof v !== 'string') return say(path, `${path} must be text.`);
        const length = [...v].length;
        if (s.minLength !== undefined && length < s.minLength)
          return say(path, `${path} is too short.`);
        if (s.maxLength !== undefined && length > s.maxLength)
          return say(path, `${path} is too long.`);
        if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v))
          return say(path, `${path} is not valid.`);
        if (s.enum && !s.enum.includes(v)) return say(path, `${path} is not one of the choices.`);
        return;
      }
      case 'boolean':
        if (typeof v !== 'boolean') say(path, `${path} must be true or false.`);
        return;
      case 'integer':
        if (typeof v !== 'number' || !Number.isInteger(v))
          return say(path, `${path} must be a whole number.`);
        if (s.minimum !== undefined && v < s.minimum) return say(path, `${path} is too small.`);
        if (s.maximum !== undefined && v > s.maximum) return say(path, `${path} is too large.`);
        return;
      case 'array': {
        if (!Array.isArray(v)) return say(path, `${path} must be a list.`);
        if (s.maxItems !== undefined && v.length > s.maxItems)
          return say(path, `${path} is too long.`);
        if (s.uniqueItems && new Set(v.map((x) => JSON.stringify(x))).size !== v.length)
          return say(path, `${path} has an item twice.`);
        // Items report under the array's own path: a list is one field on a form.
        v.forEach((item) => walk(s.items, item, path));
        return;
      }
    }
  };
  walk(schema, value, '');
  return out;
}

/** A field path of an Ajv error (`/contact/email` → `contact.email`; a missing one included). */
export function fieldOfSchemaError(error: {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}): string {
  const parts = (error.instancePath ?? '').split('/').filter(Boolean);
  // An array's items count as the array itself (see formProblems).
  const path = parts.filter((p) => !/^\d+$/.test(p));
  if (error.keyword === 'required') path.push(String(error.params?.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params?.additionalProperty));
  return path.join('.');
}
