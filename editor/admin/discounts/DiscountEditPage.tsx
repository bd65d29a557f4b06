// One discount (/admin/discounts/{id}, `new` to create): a code or an automatic discount, its
// value (percentage or fixed amount), what it applies to (the whole shop, chosen categories or
// products), the minimum bag, the limits and eligibility, the dates; beside them a summary and,
// once used, its uses, savings and revenue. The server checks the rules (docs/discounts.md).
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminCategoryNode, AdminProductRow } from '../../../shared/admin-catalogue';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import { type AdminDiscount, type DiscountScope } from '../../../shared/discounts';
import { useAdminApi } from '../api';
import { catalogueApi } from '../catalogue/catalogue-api';
import { flattenTree, indented } from '../catalogue/category-options';
import { fieldBinder, useFormSend } from '../forms';
import {
  Button,
  Checkbox,
  ErrorState,
  LoadingState,
  Money,
  PageHeader,
  Panel,
  SearchToolbar,
  SubmitForm,
  TextField,
  useCurrency,
  useResource,
  useToast,
  useUnsavedWarning,
} from '../ui';
import { DiscountStatusPill } from './DiscountsPage';
import {
  bodyOf,
  type DiscountForm,
  formOf,
  localProblems,
  randomCode,
  summaryOf,
  usesText,
} from './discount-form';
import { discountsApi } from './discounts-api';
import './discounts.css';

export function DiscountEditPage() {
  const { id = 'new' } = useParams();
  const api = discountsApi(useAdminApi());
  const res = useResource(`discount-${id}`, () =>
    id === 'new' ? Promise.resolve(null) : api.get(id),
  );
  if (res.status === 'error') return <ErrorState error={res.error} onRetry={res.reload} />;
  if (res.status === 'loading' && res.data === undefined) return <LoadingState />;
  return <Editor key={res.data?._id ?? 'new'} saved={res.data ?? null} onSaved={res.reload} />;
}

/** A choice of a few options as radio cards. */
function Choice<V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: V;
  options: { value: V; label: string; hint: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="swd-choice">
      <legend className="swa-visually-hidden">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={`swd-choice__item${o.value === value ? ' is-on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            data-testid={`discount-${name}-${o.value}`}
          />
          <span>
            <strong>{o.label}</strong>
            <span className="swd-choice__hint">{o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Editor({ saved, onSaved }: { saved: AdminDiscount | null; onSaved: () => void }) {
  const api = discountsApi(useAdminApi());
  const toast = useToast();
  const navigate = useNavigate();
  const currency = useCurrency();
  const [form, setForm] = useState<DiscountForm>(() => formOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const { busy, send } = useFormSend(setErrors);
  useUnsavedWarning(dirty && !busy);

  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setDirty(true);
  };
  const field = fieldBinder(form, errors, (key, value) => set(key, value));

  const save = () => {
    const body = bodyOf(form, saved?._id);
    const local = localProblems(body);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    void send(async () => {
      const next = await api.save(body);
      setDirty(false);
      toast(saved ? 'Discount saved.' : 'Discount created.');
      if (saved) onSaved();
      else navigate(`${ADMIN_APP_PATHS.discounts}/${next._id}`, { replace: true });
    });
  };

  const togglePause = () =>
    void send(async () => {
      if (!saved) return;
      await api.setPaused(saved._id, !saved.paused);
      toast(saved.paused ? 'Discount resumed.' : 'Discount paused.');
      onSaved();
    });

  const preview = bodyOf(form);
  const previewable = Object.keys(localProblems(preview)).length === 0 && Number(preview.value) > 0;
  const title = saved ? (saved.code ?? saved.title) : 'Create discount';

  return (
    <SubmitForm onSubmit={save} className="swd-editor">
      <PageHeader
        title={title}
        back={{ to: ADMIN_APP_PATHS.discounts, label: 'Discounts' }}
        actions={
          <>
            {saved ? (
              <Button onClick={togglePause} disabled={busy} data-testid="discount-toggle-pause">
                {saved.paused ? 'Resume' : 'Pause'}
              </Button>
            ) : null}
            <Button variant="primary" type="submit" busy={busy} data-testid="discount-save">
              {saved ? 'Save' : 'Create discount'}
            </Button>
          </>
        }
      />
      <div className="swd-layout">
        <div className="swd-main">
          <Panel title="Method">
            <Choice
              name="method"
              legend="Method"
              value={form.method}
              onChange={(v) => set('method', v)}
              options={[
                { value: 'code', label: 'Discount code', hint: 'Shoppers type it at checkout.' },
                {
                  value: 'automatic',
                  label: 'Automatic discount',
                  hint: 'Applies on its own when no code does.',
                },
              ]}
            />
            {form.method === 'code' ? (
              <div className="swd-code-row">
                <TextField
                  label="Code"
                  {...field('code')}
                  onChange={(t) => set('code', t.toUpperCase())}
                  hint="Letters, digits, - and _. Shoppers may type it in any case."
                  maxLength={32}
                  data-testid="discount-code"
                />
                <Button onClick={() => set('code', randomCode())}>Generate</Button>
              </div>
            ) : null}
            <TextField
              label={form.method === 'code' ? 'Name (optional)' : 'Name shoppers see'}
              {...field('title')}
              hint={
                form.method === 'code'
                  ? 'Shown instead of the code when given.'
                  : 'Diwali sale, Free gift week…'
              }
              maxLength={80}
              data-testid="discount-title"
            />
          </Panel>

          <Panel title="Value">
            <Choice
              name="kind"
              legend="Kind"
              value={form.kind}
              onChange={(v) => set('kind', v)}
              options={[
                { value: 'percent', label: 'Percentage', hint: 'Off the lines it applies to.' },
                { value: 'fixed', label: 'Fixed amount', hint: 'Never more than those lines.' },
              ]}
            />
            <TextField
              label={form.kind === 'percent' ? 'Percentage off' : 'Amount off (₹)'}
              {...field('value')}
              inputMode="decimal"
              className="swd-short"
              data-testid="discount-value"
            />
          </Panel>

          <Panel title="Applies to">
            <Choice<DiscountScope>
              name="scope"
              legend="Applies to"
              value={form.scope}
              onChange={(v) => {
                set('scope', v);
                set('scopeIds', []);
              }}
              options={[
                { value: 'all', label: 'The whole shop', hint: 'Every line in the bag.' },
                { value: 'categories', label: 'Categories', hint: 'Lines in or under them.' },
                { value: 'products', label: 'Products', hint: 'Only the chosen products.' },
              ]}
            />
            {form.scope === 'categories' ? (
              <CategoryPicker chosen={form.scopeIds} onChange={(ids) => set('scopeIds', ids)} />
            ) : null}
            {form.scope === 'products' ? (
              <ProductPicker chosen={form.scopeIds} onChange={(ids) => set('scopeIds', ids)} />
            ) : null}
            {errors.scopeIds ? (
              <p className="swa-field-error" role="alert">
                {errors.scopeIds}
              </p>
            ) : null}
          </Panel>

          <Panel title="Conditions">
            <div className="swd-grid">
              <TextField
                label="Minimum bag value (₹)"
                {...field('minSubtotal')}
                hint="Of the lines it applies to. Empty for none."
                inputMode="decimal"
                data-testid="discount-min"
              />
              <TextField
                label="Total uses"
                {...field('usageLimit')}
                hint="Empty for no limit."
                inputMode="numeric"
                data-testid="discount-limit"
              />
              <TextField
                label="Uses per customer"
                {...field('perCustomerLimit')}
                hint="1 for once each."
                inputMode="numeric"
              />
            </div>
            <Checkbox
              label="First order only"
              checked={form.firstOrderOnly}
              onChange={(c) => set('firstOrderOnly', c)}
              hint="Only customers who have not paid for an order yet."
            />
          </Panel>

          <Panel title="Active dates">
            <div className="swd-grid">
              <TextField label="Starts" type="datetime-local" {...field('startsAt')} />
              <TextField
                label="Ends (optional)"
                type="datetime-local"
                {...field('endsAt')}
                data-testid="discount-ends"
              />
            </div>
          </Panel>
        </div>

        <aside className="swd-side">
          <Panel title="Summary" testId="discount-summary">
            <p className="swd-side__name">
              {form.method === 'code'
                ? form.code || 'No code yet'
                : form.title || 'Automatic discount'}
              {saved ? <DiscountStatusPill status={saved.status} /> : null}
            </p>
            <p className="swd-side__text">
              {previewable
                ? summaryOf(
                    {
                      kind: form.kind,
                      value: Number(preview.value),
                      scope: form.scope,
                      scopeIds: form.scopeIds,
                      minSubtotal: Number(preview.minSubtotal ?? 0),
                      firstOrderOnly: form.firstOrderOnly,
                      perCustomerLimit: (preview.perCustomerLimit as number | null) ?? null,
                    },
                    currency,
                  )
                : 'Enter a value to see what shoppers get.'}
            </p>
            {saved ? (
              <dl className="swd-stats">
                <div>
                  <dt>Uses</dt>
                  <dd data-testid="discount-uses">{usesText(saved)}</dd>
                </div>
                <div>
                  <dt>Saved shoppers</dt>
                  <dd>
                    <Money amount={saved.discounted} />
                  </dd>
                </div>
                <div>
                  <dt>Revenue</dt>
                  <dd>
                    <Money amount={saved.revenue} />
                  </dd>
                </div>
              </dl>
            ) : null}
          </Panel>
        </aside>
      </div>
    </SubmitForm>
  );
}

function CategoryPicker({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const api = catalogueApi(useAdminApi());
  const res = useResource('discount-categories', () => api.categories());
  if (res.status === 'error') return <ErrorState error={res.error} onRetry={res.reload} />;
  if (!res.data) return <LoadingState lines={2} />;
  const flat = flattenTree(res.data as AdminCategoryNode[]);
  return (
    <ul className="swd-pick" data-testid="discount-categories">
      {flat.map((c) => (
        <li key={c.node._id}>
          <Checkbox
            label={`${indented(c)} (${c.node.productCount})`}
            checked={chosen.includes(c.node._id)}
            onChange={(on) =>
              onChange(on ? [...chosen, c.node._id] : chosen.filter((x) => x !== c.node._id))
            }
          />
        </li>
      ))}
    </ul>
  );
}

function ProductPicker({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const api = catalogueApi(useAdminApi());
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<AdminProductRow[] | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void api.listProducts({ ...(q ? { q } : {}), p: 0, s: 20 }).then(
      (a) => {
        if (!live) return;
        setRows(a.data);
        setNames((n) => ({ ...n, ...Object.fromEntries(a.data.map((r) => [r._id, r.name])) }));
      },
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
    // The client is rebuilt each render; the query alone decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  // Chosen products not on the page shown: their names, once.
  useEffect(() => {
    const missing = chosen.filter((id) => !(id in names));
    if (missing.length === 0) return;
    void Promise.all(missing.map((id) => api.product(id).catch(() => null))).then((ps) =>
      setNames((n) => ({
        ...n,
        ...Object.fromEntries(ps.filter((p) => p).map((p) => [p!._id, p!.name])),
      })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <div className="swd-products">
      {chosen.length > 0 ? (
        <ul className="swd-chips" aria-label="Chosen products">
          {chosen.map((id) => (
            <li key={id} className="swa-chip swd-chip">
              {names[id] ?? 'Product'}
              <button
                type="button"
                aria-label={`Remove ${names[id] ?? 'product'}`}
                onClick={() => toggle(id, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchToolbar
        label="Search products"
        placeholder="Search products"
        value={q}
        onSearch={setQ}
      />
      {rows === null ? (
        <LoadingState lines={2} />
      ) : (
        <ul className="swd-pick" data-testid="discount-products">
          {rows.map((r) => (
            <li key={r._id}>
              <Checkbox
                label={r.name}
                checked={chosen.includes(r._id)}
                onChange={(on) => toggle(r._id, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
