import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * One migration set for SQLite and PostgreSQL: only portable types (text, integer) and the
 * dialect-neutral auto-increment helper below.
 */
const migrations: Record<string, Migration> = {
  '0001_workspaces_sites_pages': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('workspaces')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sites')
        .addColumn('workspace_id', 'text', (c) =>
          c.primaryKey().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('pages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published', 'text')
        .addColumn('published_version', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('pages_workspace_path', ['workspace_id', 'path'])
        .execute();
      await db.schema
        .createTable('page_versions')
        .addColumn('id', 'integer', (c) => autoIncrement(db, c))
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('page_id', 'text', (c) => c.notNull().references('pages.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text')
        .addUniqueConstraint('page_versions_page_version', ['page_id', 'version'])
        .execute();
      await db.schema
        .createIndex('page_versions_workspace')
        .on('page_versions')
        .columns(['workspace_id', 'page_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['page_versions', 'pages', 'sites', 'workspaces'])
        await db.schema.dropTable(t).execute();
    },
  },
  '0002_accounts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        // Trimmed and lower-cased by server/accounts/users.ts before every write and look-up.
        .addColumn('email', 'text', (c) => c.notNull())
        // Null for an account that has no password (e.g. Google sign-in only).
        .addColumn('password_hash', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_type', 'text', (c) =>
          c.notNull().check(sql`user_type in ('OWNER', 'STAFF', 'CUSTOMER')`),
        )
        .addColumn('mobile', 'text')
        .addColumn('calling_code', 'text')
        .addColumn('gender', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('profile_pic', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('users_workspace_email', ['workspace_id', 'email'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // SHA-256 of the opaque token (base64url); the token itself is never stored.
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('owner', 'customer')`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('sessions_workspace_user')
        .on('sessions')
        .columns(['workspace_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('one_time_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Null for platform-level codes (owner registration happens before the workspace exists).
        .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) =>
          c.notNull().check(sql`purpose in ('signup', 'signin', 'reset', 'first-login')`),
        )
        // HMAC-SHA-256 (server pepper) of the code bound to purpose, workspace and email.
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        // Set when a newer code replaces it or after too many wrong tries.
        .addColumn('voided_at', 'text')
        .execute();
      await db.schema
        .createIndex('one_time_codes_email')
        .on('one_time_codes')
        .columns(['email', 'purpose', 'created_at'])
        .execute();
      await db.schema
        .createIndex('one_time_codes_hash')
        .on('one_time_codes')
        .column('code_hash')
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['one_time_codes', 'sessions', 'users'])
        await db.schema.dropTable(t).execute();
    },
  },
  // The profile picture needs no column of its own: users.profile_pic (0002) holds its URL.
  '0003_uploads': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        // Null once the uploader's account is gone: the images stay the workspace's.
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        // JSON [{ width, height, bytes }] of the WebP files on disk, narrowest first.
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('uploads_workspace_created')
        .on('uploads')
        .columns(['workspace_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('uploads').execute();
    },
  },
  // Every publish of a site document (theme, header, footer), like page_versions for pages.
  '0004_site_versions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('site_versions')
        .addColumn('id', 'integer', (c) => autoIncrement(db, c))
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text')
        .addUniqueConstraint('site_versions_workspace_version', ['workspace_id', 'version'])
        .execute();
      // What visitors see today becomes version 1, so history and rollback start from it.
      await sql`insert into site_versions (workspace_id, version, document, published_at, published_by)
        select workspace_id, 1, published, updated_at, null from sites`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('site_versions').execute();
    },
  },
  // The catalogue (categories, brands, products, variants) and what customers keep of it (cart,
  // wishlist). Money is integers in the currency's smallest unit (paise for INR).
  '0005_catalogue_cart_wishlist': {
    async up(db: Kysely<any>) {
      const workspaceColumn = (c: ColumnBuilder) =>
        c.notNull().references('workspaces.id').onDelete('cascade');
      // The name sort compares bytes on PostgreSQL too (collate "C"), as SQLite does, so its
      // order does not depend on the database's locale.
      const nameKeyColumn = (c: ColumnBuilder) =>
        isPostgres(db) ? c.modifyFront(sql`collate "C"`).notNull() : c.notNull();
      await db.schema
        .createTable('categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('cascade'))
        // The last segment of the link /c/{slug}; unique in the workspace.
        .addColumn('slug', 'text', (c) => c.notNull())
        // Slugs from the root down, joined by '/' (home-living/bedding): breadcrumbs, depth.
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('categories_workspace_slug', ['workspace_id', 'slug'])
        .execute();
      await db.schema
        .createTable('brands')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('brands_workspace_slug', ['workspace_id', 'slug'])
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        // Stored without leading or trailing slashes; the link is always /p/{path}.
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // lower(name): the name sort, identical on SQLite and PostgreSQL whatever the collation.
        .addColumn('name_key', 'text', nameKeyColumn)
        .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('set null'))
        // The category shown on cards ($card_data.category[0]).
        .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        // The description rendered from markdown and sanitized on write.
        .addColumn('description_html', 'text', (c) => c.notNull().defaultTo(''))
        // JSON [{ url, alt, width, height }], in display order.
        .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
        // Of the default variant (the cheapest in stock, else the cheapest): what cards show.
        .addColumn('default_variant_id', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('mrp', 'integer')
        .addColumn('in_stock', 'integer', (c) => c.notNull())
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        // Sum of the star ratings (1 to 5): average = rating_total / review_count, exactly.
        .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
        // Creation order in the workspace: the 'created' and 'newest' sorts, stable on ties.
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('products_workspace_path', ['workspace_id', 'path'])
        .addUniqueConstraint('products_workspace_seq', ['workspace_id', 'seq'])
        .execute();
      await db.schema
        .createTable('product_variants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('product_id', 'text', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        // 'M / Indigo'; empty for a product with one variant.
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        // JSON { optionName: value }, e.g. { "Size": "M", "Colour": "Indigo" }.
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('mrp', 'integer')
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_variants_product')
        .on('product_variants')
        .columns(['product_id', 'position'])
        .execute();
      // One row per product and each category it is in or under (its categories and their
      // ancestors), carrying the sort and filter keys, so a category listing is one index range
      // scan at any catalogue size. The '' category row lists the whole catalogue.
      await db.schema
        .createTable('product_listing')
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('category_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'text', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('name_key', 'text', nameKeyColumn)
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('brand_id', 'text')
        .addColumn('in_stock', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_listing_pk', ['category_id', 'product_id'])
        .execute();
      // One index a sort (its keys, then seq for ties), each covering the price and stock
      // filters and the product id: a page is an index-only range scan, filters never visit the
      // table, and a page deep in a big category costs index entries, not row look-ups
      // (scripts/bench-catalogue.ts). High-to-low has its own index: it breaks price ties by
      // seq ascending, which no scan of the ascending index gives.
      for (const [name, columns] of [
        ['product_listing_seq', ['seq', 'price', 'in_stock']],
        ['product_listing_price', ['price', 'seq', 'in_stock']],
        ['product_listing_price_desc', ['price desc', 'seq', 'in_stock']],
        ['product_listing_name', ['name_key', 'seq', 'price', 'in_stock']],
        ['product_listing_brand', ['brand_id', 'seq', 'price', 'in_stock']],
      ] as const)
        await db.schema
          .createIndex(name)
          .on('product_listing')
          .columns(['workspace_id', 'category_id', ...columns, 'product_id'])
          .execute();
      // COUNT(*) of a listing without filters reads only this: on PostgreSQL its equal keys are
      // deduplicated, so a category's rows cost a few bytes each, not a whole index entry.
      await db.schema
        .createIndex('product_listing_count')
        .on('product_listing')
        .columns(['workspace_id', 'category_id'])
        .execute();
      await db.schema
        .createIndex('product_listing_product')
        .on('product_listing')
        .column('product_id')
        .execute();
      await db.schema
        .createTable('cart_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('variant_id', 'text', (c) =>
          c.notNull().references('product_variants.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cart_items_user_variant', ['user_id', 'variant_id'])
        .execute();
      await db.schema
        .createTable('wishlist_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('variant_id', 'text', (c) =>
          c.notNull().references('product_variants.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wishlist_items_user_variant', ['user_id', 'variant_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of [
        'wishlist_items',
        'cart_items',
        'product_listing',
        'product_variants',
        'products',
        'brands',
        'categories',
      ])
        await db.schema.dropTable(t).execute();
    },
  },
  // Checkout, payments and orders: a customer's addresses; orders with their lines (what was
  // bought, priced and named as at checkout), their status history and payments; product
  // reviews; and workspace secrets (gateway keys, encrypted at rest).
  '0006_orders_payments': {
    async up(db: Kysely<any>) {
      const workspaceColumn = (c: ColumnBuilder) =>
        c.notNull().references('workspaces.id').onDelete('cascade');
      await db.schema
        .createTable('addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('line1', 'text', (c) => c.notNull())
        .addColumn('line2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('addresses_user')
        .on('addresses')
        .columns(['workspace_id', 'user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        // The number people read and say (#1001), per workspace.
        .addColumn('number', 'integer', (c) => c.notNull())
        // Kept when the customer's account is deleted: the shop's books keep the order.
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('shipping', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        // JSON snapshot of the delivery address as it was at checkout.
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text', (c) => c.notNull())
        // Our public payment reference (checkout/failed?transactionId=…, the success screen).
        .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
        .addColumn('reserved_until', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('orders_workspace_number', ['workspace_id', 'number'])
        .execute();
      for (const [name, columns] of [
        ['orders_workspace_created', ['workspace_id', 'created_at']],
        ['orders_workspace_status', ['workspace_id', 'status', 'created_at']],
        ['orders_user', ['workspace_id', 'user_id', 'created_at']],
        ['orders_reserved', ['status', 'reserved_until']],
      ] as const)
        await db.schema
          .createIndex(name)
          .on('orders')
          .columns([...columns])
          .execute();
      await db.schema
        .createTable('order_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        // No foreign keys: a line outlives its product (the order keeps its name and price).
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('variant_title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('mrp', 'integer')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_items_order')
        .on('order_items')
        .columns(['order_id'])
        .execute();
      // The dashboard's low-stock list reads variants by stock.
      await db.schema
        .createIndex('product_variants_stock')
        .on('product_variants')
        .columns(['workspace_id', 'stock'])
        .execute();
      // Whether a product was ever sold (the catalogue archives rather than deletes it then).
      await db.schema
        .createIndex('order_items_product')
        .on('order_items')
        .columns(['workspace_id', 'product_id'])
        .execute();
      await db.schema
        .createTable('order_events')
        .addColumn('id', 'integer', (c) => autoIncrement(db, c))
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        // 'customer' | 'owner' | 'gateway' | 'system'
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_events_order')
        .on('order_events')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('gateway', 'text', (c) => c.notNull())
        // The gateway's order (Razorpay order_…, Cashfree order id, PhonePe merchant transaction).
        .addColumn('gateway_order_id', 'text', (c) => c.notNull())
        // Set once paid; unique per gateway so one payment can never pay twice.
        .addColumn('gateway_payment_id', 'text')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        // 'CREATED' | 'PAID' | 'FAILED' | 'REFUNDED'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('refund_id', 'text')
        .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payments_gateway_order', ['gateway', 'gateway_order_id'])
        .addUniqueConstraint('payments_gateway_payment', ['gateway', 'gateway_payment_id'])
        .execute();
      await db.schema.createIndex('payments_order').on('payments').columns(['order_id']).execute();
      await db.schema
        .createTable('product_reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('product_id', 'text', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('variant_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // One review of a product per order: saving again edits it.
        .addUniqueConstraint('product_reviews_order_product', ['order_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('product_reviews_product')
        .on('product_reviews')
        .columns(['workspace_id', 'product_id', 'created_at'])
        .execute();
      // The last order number handed out, per workspace (one row, bumped in the order's
      // transaction, so concurrent checkouts never share a number).
      await db.schema
        .createTable('order_counters')
        .addColumn('workspace_id', 'text', (c) =>
          c.primaryKey().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('workspace_secrets')
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('name', 'text', (c) => c.notNull())
        // AES-256-GCM: base64url of iv | tag | ciphertext, keyed from the server secret.
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('workspace_secrets_pk', ['workspace_id', 'name'])
        .execute();
      // A product's own search-engine title and description (JSON { title, description }).
      await db.schema
        .alterTable('products')
        .addColumn('seo', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('users_workspace_type')
        .on('users')
        .columns(['workspace_id', 'user_type', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_workspace_type').execute();
      await db.schema.dropIndex('product_variants_stock').execute();
      await db.schema.alterTable('products').dropColumn('seo').execute();
      for (const t of [
        'workspace_secrets',
        'order_counters',
        'product_reviews',
        'payments',
        'order_events',
        'order_items',
        'orders',
        'addresses',
      ])
        await db.schema.dropTable(t).execute();
    },
  },
  // Content and engagement: blog categories, posts and comments; newsletter subscribers and
  // broadcasts; contact enquiries. Every row carries its workspace.
  '0007_blog_newsletter_enquiries': {
    async up(db: Kysely<any>) {
      const workspaceColumn = (c: ColumnBuilder) =>
        c.notNull().references('workspaces.id').onDelete('cascade');
      await db.schema
        .createTable('blog_categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        // The filter's key (SPEC §3 blog filter option: key, value).
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('blog_categories_workspace_key', ['workspace_id', 'key'])
        .execute();
      await db.schema
        .createTable('blog_posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        // Lower-cased title: the listing's default sort (title ascending), byte order on both
        // databases (collate "C" on PostgreSQL, as the catalogue's name_key).
        .addColumn('title_key', 'text', (c) =>
          isPostgres(db) ? c.modifyFront(sql`collate "C"`).notNull() : c.notNull(),
        )
        .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_md', 'text', (c) => c.notNull().defaultTo(''))
        // Sanitized on the server from body_md.
        .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
        // JSON string[]
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('category_id', 'text', (c) =>
          c.references('blog_categories.id').onDelete('set null'),
        )
        .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author_thumb', 'text')
        .addColumn('author_subtitle', 'text', (c) => c.notNull().defaultTo(''))
        // 'draft' | 'published'; a published post with published_at in the future is scheduled.
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('published_at', 'text')
        // JSON { title?, description? }
        .addColumn('seo', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('blog_posts_workspace_slug', ['workspace_id', 'slug'])
        .execute();
      for (const [name, columns] of [
        ['blog_posts_title', ['workspace_id', 'status', 'title_key']],
        ['blog_posts_published', ['workspace_id', 'status', 'published_at']],
        ['blog_posts_category', ['workspace_id', 'category_id', 'title_key']],
      ] as const)
        await db.schema
          .createIndex(name)
          .on('blog_posts')
          .columns([...columns])
          .execute();
      await db.schema
        .createTable('blog_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('post_id', 'text', (c) =>
          c.notNull().references('blog_posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('author_thumb', 'text')
        // Plain text as written (trimmed); shown escaped, never as HTML.
        .addColumn('comment', 'text', (c) => c.notNull())
        // 'visible' | 'hidden'
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('blog_comments_post')
        .on('blog_comments')
        .columns(['workspace_id', 'post_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('blog_comments_workspace')
        .on('blog_comments')
        .columns(['workspace_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        // Trimmed and lower-cased; unique per workspace.
        .addColumn('email', 'text', (c) => c.notNull())
        // 'SUBSCRIBED' | 'UNSUBSCRIBED'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('unsubscribe_reason', 'text', (c) => c.notNull().defaultTo(''))
        // SHA-256 of the one-click unsubscribe token mailed with every newsletter.
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('subscribed_at', 'text', (c) => c.notNull())
        .addColumn('unsubscribed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('newsletter_subscribers_workspace_email', ['workspace_id', 'email'])
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_status')
        .on('newsletter_subscribers')
        .columns(['workspace_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createTable('newsletter_broadcasts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_md', 'text', (c) => c.notNull())
        .addColumn('recipients', 'integer', (c) => c.notNull())
        .addColumn('sent_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', workspaceColumn)
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_contact', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        // 'NEW' | 'READ' | 'HANDLED'
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('NEW'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('enquiries_workspace')
        .on('enquiries')
        .columns(['workspace_id', 'status', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of [
        'enquiries',
        'newsletter_broadcasts',
        'newsletter_subscribers',
        'blog_comments',
        'blog_posts',
        'blog_categories',
      ])
        await db.schema.dropTable(t).execute();
    },
  },
  // Reusable sections: one section's config placed on many pages (a page's section
  // `{ id, type, ref, config: {} }`), with a draft, a live config and every publish kept, like
  // pages. The config is JSON text; the type is the section type it validates against.
  '0008_reusable_sections': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reusable_sections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('draft', 'text', (c) => c.notNull())
        .addColumn('published', 'text')
        .addColumn('published_version', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('reusable_sections_workspace_name', ['workspace_id', 'name'])
        .execute();
      await db.schema
        .createTable('reusable_section_versions')
        .addColumn('id', 'integer', (c) => autoIncrement(db, c))
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('reusable_id', 'text', (c) =>
          c.notNull().references('reusable_sections.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text')
        .addUniqueConstraint('reusable_section_versions_version', ['reusable_id', 'version'])
        .execute();
      await db.schema
        .createIndex('reusable_section_versions_workspace')
        .on('reusable_section_versions')
        .columns(['workspace_id', 'reusable_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('reusable_section_versions').execute();
      await db.schema.dropTable('reusable_sections').execute();
    },
  },
  // The search index (server/search): FTS5 on SQLite, tsvector and pg_trgm on PostgreSQL.
  '0009_search': {
    async up(db: Kysely<any>) {
      if (isPostgres(db)) await searchUpPostgres(db);
      else await searchUpSqlite(db);
    },
    async down(db: Kysely<any>) {
      if (isPostgres(db)) {
        for (const t of ['products', 'categories', 'brands'])
          await sql.raw(`drop trigger if exists search_${t}_changed on ${t}`).execute(db);
        await sql`drop trigger if exists search_product_keys_changed on products`.execute(db);
        for (const t of ['added', 'removed'])
          await sql
            .raw(`drop trigger if exists search_listing_${t} on product_listing`)
            .execute(db);
        for (const f of [
          'search_products_changed()',
          'search_categories_changed()',
          'search_brands_changed()',
          'search_listing_changed()',
          'search_product_keys_changed()',
          'search_refresh_product(text)',
        ])
          await sql.raw(`drop function if exists ${f}`).execute(db);
        await sql`drop table if exists search_terms`.execute(db);
        await sql`drop table if exists search_documents`.execute(db);
        return;
      }
      for (const t of [
        'search_products_ai',
        'search_products_au',
        'search_products_keys',
        'search_products_ad',
      ])
        await sql.raw(`drop trigger if exists ${t}`).execute(db);
      for (const t of [
        'search_categories_au',
        'search_brands_au',
        'search_listing_ai',
        'search_listing_ad',
        'search_listing_au',
      ])
        await sql.raw(`drop trigger if exists ${t}`).execute(db);
      for (const t of ['search_vocab', 'search_fts', 'search_documents'])
        await sql.raw(`drop table if exists ${t}`).execute(db);
    },
  },
  // An order's money beyond its lines and shipping, shared by discounts, cash on delivery and GST
  // invoices: the order's discount (and the code that gave it), the cash-on-delivery fee, and each
  // line's share of the discount (for tax and refunds). total = subtotal - discount + shipping +
  // cod_fee. All in minor units, 0 when absent.
  '0010_order_money': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('cod_fee', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('order_items').dropColumn('discount').execute();
      for (const c of ['cod_fee', 'discount_code', 'discount'])
        await db.schema.alterTable('orders').dropColumn(c).execute();
    },
  },
  // The owner's redirects (server/redirects): one from-path a workspace, to a path or a URL.
  '0011_redirects': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('redirects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        // Normalised: decoded, no query, fragment or trailing slash (shared/redirects.ts).
        .addColumn('from_path', 'text', (c) => c.notNull())
        // A path of the shop (its query kept) or an absolute http(s) URL.
        .addColumn('to_target', 'text', (c) => c.notNull())
        // 301 | 302
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(301))
        // 1 when the server added it as a page, product or post moved.
        .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('redirects_workspace_from', ['workspace_id', 'from_path'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('redirects').execute();
    },
  },
  // A product's options (size × colour) as one JSON list on the product, in order, each with its
  // values in order: [{ "name": "Size", "values": ["S", "M"] }]. Read and written whole with the
  // product, so no join on either database; a variant's values stay in its `options` map. A
  // variant's picture is one of the product's media urls.
  '0012_product_options': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.alterTable('product_variants').addColumn('image', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('product_variants').dropColumn('image').execute();
      await db.schema.alterTable('products').dropColumn('options').execute();
    },
  },
  // Shipping by weight (shared/shipping.ts): each variant's weight in grams, 0 when not given
  // (a bag of weightless variants pays the flat rate only).
  '0013_shipping_cod': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('product_variants')
        .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('product_variants').dropColumn('weight_grams').execute();
    },
  },
  '0014_discounts': {
    // Discount codes and automatic discounts (server/discounts, docs/discounts.md). `used` counts
    // the live uses: checkout bumps it with an update conditioned on the limit, so racing
    // checkouts cannot pass it; `discount_uses` names each use's order and customer, and a use
    // given back (an unpaid order expired or failed) is marked released, not deleted.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('discounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('code', 'text')
        .addColumn('code_key', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('min_subtotal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text')
        .addColumn('usage_limit', 'integer')
        .addColumn('per_customer_limit', 'integer')
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo('all'))
        .addColumn('scope_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Automatic discounts have no code: NULLs never collide in a unique index (both dialects).
      await db.schema
        .createIndex('discounts_workspace_code')
        .on('discounts')
        .columns(['workspace_id', 'code_key'])
        .unique()
        .execute();
      await db.schema
        .createTable('discount_uses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('discount_id', 'text', (c) => c.notNull().references('discounts.id'))
        // One discount an order.
        .addColumn('order_id', 'text', (c) =>
          c.notNull().unique().references('orders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('order_total', 'integer', (c) => c.notNull())
        .addColumn('released_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('discount_uses_discount_user')
        .on('discount_uses')
        .columns(['discount_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('discount_uses').execute();
      await db.schema.dropTable('discounts').execute();
    },
  },
  '0015_gst_invoices': {
    // GST invoices and credit notes (server/invoices, docs/gst.md): each a snapshot of seller,
    // buyer, lines and totals as issued; numbered from a counter per workspace, kind and
    // financial year that is incremented in the transaction that writes the document, so the
    // series has no gap. Products and categories get an HSN code and a GST rate.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('against_id', 'text', (c) => c.references('invoices.id'))
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('place_of_supply', 'text', (c) => c.notNull())
        .addColumn('taxable', 'integer', (c) => c.notNull())
        .addColumn('cgst', 'integer', (c) => c.notNull())
        .addColumn('sgst', 'integer', (c) => c.notNull())
        .addColumn('igst', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('snapshot', 'text', (c) => c.notNull())
        .addUniqueConstraint('invoices_series', ['workspace_id', 'kind', 'financial_year', 'seq'])
        .addUniqueConstraint('invoices_order_kind', ['workspace_id', 'order_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('invoices_issued')
        .on('invoices')
        .columns(['workspace_id', 'issued_at'])
        .execute();
      await db.schema
        .createTable('invoice_counters')
        .addColumn('workspace_id', 'text', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('invoice_counters_pk', ['workspace_id', 'kind', 'financial_year'])
        .execute();
      for (const t of ['products', 'categories']) {
        await db.schema.alterTable(t).addColumn('hsn_code', 'text').execute();
        await db.schema.alterTable(t).addColumn('gst_rate', 'integer').execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const t of ['products', 'categories'])
        for (const c of ['gst_rate', 'hsn_code'])
          await db.schema.alterTable(t).dropColumn(c).execute();
      await db.schema.dropTable('invoice_counters').execute();
      await db.schema.dropTable('invoices').execute();
    },
  },
  '0016_order_tax': {
    // GST on top of prices that exclude it (shared/order-money.ts, docs/gst.md): the order's tax
    // (total = subtotal - discount + shipping + cod_fee + tax), whether its prices included tax
    // (1 for every order before this), and shipping's rate as it was; each line's tax and rate.
    // The invoice recomputes from these, so its tax total is the order's tax exactly.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('tax', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('orders').addColumn('shipping_gst_rate', 'integer').execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('tax', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order_items').addColumn('gst_rate', 'integer').execute();
    },
    async down(db: Kysely<any>) {
      for (const c of ['gst_rate', 'tax'])
        await db.schema.alterTable('order_items').dropColumn(c).execute();
      for (const c of ['shipping_gst_rate', 'prices_include_tax', 'tax'])
        await db.schema.alterTable('orders').dropColumn(c).execute();
    },
  },
};

/**
 * The search index on SQLite (server/search, docs/search.md): `search_documents` holds each
 * active product's searchable text (name, its card category's title, its brand's name, its
 * description), `search_fts` is an external-content FTS5 index over it with prefix indexes, and
 * `search_vocab` lists the indexed terms (the typo corrector's vocabulary). Triggers keep all
 * three in step with every write to products, categories and brands, whichever code makes it.
 */
async function searchUpSqlite(db: Kysely<any>): Promise<void> {
  const statements = [
    `create table search_documents (
      id integer primary key,
      product_id text not null unique references products(id) on delete cascade,
      workspace_id text not null references workspaces(id) on delete cascade,
      name text not null,
      category text not null,
      brand text not null,
      description text not null,
      -- The ids of the categories the product is listed under (product_listing), space-separated:
      -- the category filter and facets read them without a second look-up.
      cats text not null default '',
      -- The listing keys (copies of the product's, kept by search_products_keys): the search
      -- page filters, sorts and counts its matches without reading the products.
      price integer not null default 0,
      seq integer not null default 0,
      name_key text not null default '',
      brand_id text,
      in_stock integer not null default 0
    )`,
    `create virtual table search_fts using fts5(
      name, category, brand, description,
      content='search_documents', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
    )`,
    `create virtual table search_vocab using fts5vocab('search_fts', 'row')`,
    `create trigger search_documents_ai after insert on search_documents begin
      insert into search_fts(rowid, name, category, brand, description)
        values (new.id, new.name, new.category, new.brand, new.description);
    end`,
    `create trigger search_documents_ad after delete on search_documents begin
      insert into search_fts(search_fts, rowid, name, category, brand, description)
        values ('delete', old.id, old.name, old.category, old.brand, old.description);
    end`,
    `create trigger search_documents_au
      after update of name, category, brand, description on search_documents begin
      insert into search_fts(search_fts, rowid, name, category, brand, description)
        values ('delete', old.id, old.name, old.category, old.brand, old.description);
      insert into search_fts(rowid, name, category, brand, description)
        values (new.id, new.name, new.category, new.brand, new.description);
    end`,
    `create trigger search_products_ai after insert on products when new.status = 'active' begin
      insert into search_documents(product_id, workspace_id, name, category, brand, description, cats,
          price, seq, name_key, brand_id, in_stock)
        values (new.id, new.workspace_id, new.name,
          coalesce((select title from categories where id = new.category_id), ''),
          coalesce((select name from brands where id = new.brand_id), ''),
          new.description, coalesce((select group_concat(category_id, ' ') from product_listing where product_id = new.id and category_id <> ''), ''),
          new.price, new.seq, new.name_key, new.brand_id, new.in_stock);
    end`,
    `create trigger search_products_au
      after update of name, description, category_id, brand_id, status on products begin
      delete from search_documents where product_id = old.id;
      insert into search_documents(product_id, workspace_id, name, category, brand, description, cats,
          price, seq, name_key, brand_id, in_stock)
        select new.id, new.workspace_id, new.name,
          coalesce((select title from categories where id = new.category_id), ''),
          coalesce((select name from brands where id = new.brand_id), ''),
          new.description, coalesce((select group_concat(category_id, ' ') from product_listing where product_id = new.id and category_id <> ''), ''),
          new.price, new.seq, new.name_key, new.brand_id, new.in_stock
        where new.status = 'active';
    end`,
    `create trigger search_products_keys after update of price, in_stock, seq, name_key on products
      begin
      update search_documents set price = new.price, in_stock = new.in_stock, seq = new.seq,
        name_key = new.name_key
        where product_id = new.id;
    end`,
    `create trigger search_products_ad after delete on products begin
      delete from search_documents where product_id = old.id;
    end`,
    `create trigger search_categories_au after update of title on categories
      when old.title is not new.title begin
      update search_documents set category = new.title
        where product_id in (select id from products where category_id = new.id);
    end`,
    `create trigger search_brands_au after update of name on brands
      when old.name is not new.name begin
      update search_documents set brand = new.name
        where product_id in (select id from products where brand_id = new.id);
    end`,
    `create trigger search_listing_ai after insert on product_listing
      when new.category_id <> '' begin
      update search_documents set cats = trim(cats || ' ' || new.category_id)
        where product_id = new.product_id;
    end`,
    `create trigger search_listing_ad after delete on product_listing
      when old.category_id <> '' begin
      update search_documents set cats = coalesce((select group_concat(category_id, ' ')
          from product_listing where product_id = old.product_id and category_id <> ''), '')
        where product_id = old.product_id;
    end`,
    `create trigger search_listing_au after update of category_id, product_id on product_listing
      begin
      update search_documents set cats = coalesce((select group_concat(category_id, ' ')
          from product_listing where product_id = d.product_id and category_id <> ''), '')
        from (select old.product_id as product_id union select new.product_id) d
        where search_documents.product_id = d.product_id;
    end`,
    // Renames find a category's or brand's products by these.
    `create index if not exists products_category on products(category_id)`,
    `create index if not exists products_brand on products(brand_id)`,
    // Products that exist before the migration.
    `insert into search_documents(product_id, workspace_id, name, category, brand, description, cats,
          price, seq, name_key, brand_id, in_stock)
      select p.id, p.workspace_id, p.name, coalesce(c.title, ''), coalesce(b.name, ''), p.description,
        coalesce((select group_concat(l.category_id, ' ') from product_listing l
          where l.product_id = p.id and l.category_id <> ''), ''),
        p.price, p.seq, p.name_key, p.brand_id, p.in_stock
      from products p left join categories c on c.id = p.category_id
        left join brands b on b.id = p.brand_id
      where p.status = 'active'`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

/**
 * The search index on PostgreSQL: `search_documents` holds each active product's weighted
 * tsvector (name A, category B, brand C, description D, the order ts_rank's default weights
 * rank them), `search_terms` every indexed word with a pg_trgm index (the typo corrector's
 * vocabulary). Triggers keep both in step with products, categories and brands.
 */
async function searchUpPostgres(db: Kysely<any>): Promise<void> {
  const available = await sql<{
    installed: string | null;
  }>`select installed_version as installed from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  if (available.rows.length === 0)
    throw new Error(
      'Search needs the PostgreSQL extension pg_trgm, which this server does not have: install ' +
        "PostgreSQL's contrib package (postgresql-contrib) and run the migration again.",
    );
  if (!available.rows[0]?.installed) {
    // In public when there is one, so dropping one schema (a test's) never drops it for all.
    const hasPublic = await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db);
    try {
      await sql
        .raw(
          `create extension if not exists pg_trgm${hasPublic.rows.length ? ' schema public' : ''}`,
        )
        .execute(db);
    } catch (err) {
      throw new Error(
        `Search needs the PostgreSQL extension pg_trgm and this role cannot create it (${String(
          err,
        )}): run "create extension pg_trgm" as a superuser, then migrate again.`,
        { cause: err },
      );
    }
  }
  const ext = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
  const trgm = `"${(ext.rows[0]?.schema ?? 'public').replace(/"/g, '""')}"`;
  const statements = [
    `create table search_documents (
      product_id text primary key references products(id) on delete cascade,
      workspace_id text not null references workspaces(id) on delete cascade,
      name text not null,
      category text not null,
      brand text not null,
      -- The ids of the categories the product is listed under, space-separated.
      cats text not null default '',
      -- The listing keys, as on SQLite.
      price integer not null default 0,
      seq integer not null default 0,
      name_key text collate "C" not null default '',
      brand_id text,
      in_stock integer not null default 0,
      document tsvector not null,
      -- The name alone: the best tier's query needs no weight check on the rows.
      name_document tsvector not null
    )`,
    `create index search_documents_name on search_documents using gin (name_document)`,
    `create index search_documents_document on search_documents using gin (document)`,
    `create table search_terms (term text collate "C" primary key)`,
    `create index search_terms_trigram on search_terms using gin (term ${trgm}.gin_trgm_ops)`,
    `create function search_refresh_product(pid text) returns void language plpgsql
      set search_path from current as $$
    begin
      delete from search_documents where product_id = pid;
      insert into search_documents (product_id, workspace_id, name, category, brand, cats,
          price, seq, name_key, brand_id, in_stock, document, name_document)
        select p.id, p.workspace_id, p.name, coalesce(c.title, ''), coalesce(b.name, ''),
          coalesce((select string_agg(l.category_id, ' ') from product_listing l
            where l.product_id = p.id and l.category_id <> ''), ''),
          p.price, p.seq, p.name_key, p.brand_id, p.in_stock,
          setweight(to_tsvector('simple', p.name), 'A')
          || setweight(to_tsvector('simple', coalesce(c.title, '')), 'B')
          || setweight(to_tsvector('simple', coalesce(b.name, '')), 'C')
          || setweight(to_tsvector('simple', p.description), 'D'),
          to_tsvector('simple', p.name)
        from products p
          left join categories c on c.id = p.category_id
          left join brands b on b.id = p.brand_id
        where p.id = pid and p.status = 'active';
      insert into search_terms (term)
        select unnest(tsvector_to_array(d.document)) from search_documents d
        where d.product_id = pid
        on conflict do nothing;
    end $$`,
    `create function search_products_changed() returns trigger language plpgsql
      set search_path from current as $$
    begin
      perform search_refresh_product(new.id);
      return null;
    end $$`,
    `create function search_product_keys_changed() returns trigger language plpgsql
      set search_path from current as $$
    begin
      update search_documents set price = new.price, in_stock = new.in_stock, seq = new.seq,
        name_key = new.name_key
        where product_id = new.id;
      return null;
    end $$`,
    `create trigger search_product_keys_changed
      after update of price, in_stock, seq, name_key on products
      for each row execute function search_product_keys_changed()`,
    `create function search_categories_changed() returns trigger language plpgsql
      set search_path from current as $$
    begin
      perform search_refresh_product(p.id) from products p where p.category_id = new.id;
      return null;
    end $$`,
    `create function search_brands_changed() returns trigger language plpgsql
      set search_path from current as $$
    begin
      perform search_refresh_product(p.id) from products p where p.brand_id = new.id;
      return null;
    end $$`,
    // Statement-level: one update for a batch's listing rows (a bulk write makes thousands).
    `create function search_listing_changed() returns trigger language plpgsql
      set search_path from current as $$
    begin
      update search_documents d set cats = coalesce((select string_agg(l.category_id, ' ')
          from product_listing l where l.product_id = d.product_id and l.category_id <> ''), '')
        where d.product_id in (select product_id from changed);
      return null;
    end $$`,
    `create trigger search_listing_added after insert on product_listing
      referencing new table as changed for each statement
      execute function search_listing_changed()`,
    `create trigger search_listing_removed after delete on product_listing
      referencing old table as changed for each statement
      execute function search_listing_changed()`,
    `create trigger search_products_changed
      after insert or update of name, description, category_id, brand_id, status on products
      for each row execute function search_products_changed()`,
    `create trigger search_categories_changed after update of title on categories
      for each row when (old.title is distinct from new.title)
      execute function search_categories_changed()`,
    `create trigger search_brands_changed after update of name on brands
      for each row when (old.name is distinct from new.name)
      execute function search_brands_changed()`,
    `create index if not exists products_category on products(category_id)`,
    `create index if not exists products_brand on products(brand_id)`,
    `select search_refresh_product(id) from products where status = 'active'`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

type ColumnBuilder = Parameters<
  Parameters<ReturnType<Kysely<any>['schema']['createTable']>['addColumn']>[2] & {}
>[0];

function isPostgres(db: Kysely<any>): boolean {
  return (
    (db.getExecutor().adapter as { constructor: { name: string } }).constructor.name ===
    'PostgresAdapter'
  );
}

function autoIncrement(db: Kysely<any>, c: ColumnBuilder): ColumnBuilder {
  // PostgreSQL wants an identity column; SQLite's INTEGER PRIMARY KEY is already the rowid.
  return isPostgres(db)
    ? c.primaryKey().generatedByDefaultAsIdentity()
    : c.primaryKey().autoIncrement();
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // On PostgreSQL, Kysely looks for its bookkeeping tables in every schema it can see; another
  // schema's copy (another app, a parallel test database) would hide that ours is missing.
  // Naming the current schema keeps the look-up to it.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export { sql };
