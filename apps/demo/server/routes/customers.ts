// Customers (`#/customers`): the customers this demo user owns (its own, the business beside it, and the
// people it created here), listed with the service's filters and paged, created (individuals), read,
// updated, and KYC-checked with the sandbox's rule (a last name ending 001 stays under review, 002 is
// rejected). Another demo user's customers are never listed and their ids answer 404.
import type { Body, ExplorerContext, ExplorerRoute } from '../context.js';
import { randomUUID } from 'node:crypto';
import type { Customer, ServiceClient } from '@keyhold/server';
import { badInput, notFound } from '../errors.js';
import { DECIMALS } from '../variants.js';

const PAGE_SIZE = 5;
const COUNTRY = /^[A-Z]{2}$/;
const EMAIL = /^[^@\s]+@[^@\s]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The platform ids that belong to this demo user: its own, and `<own>#…` (business, people made here). */
function ownedBy(customer: Customer): (c: Customer) => boolean {
  const own = customer.platformCustomerId;
  return (c) => c.platformCustomerId === own || c.platformCustomerId.startsWith(`${own}#`);
}

/** Customers created on this screen (`<own>#person-…`) may be edited; the others are read here only. */
function editable(customer: Customer, c: Customer): boolean {
  return c.platformCustomerId.startsWith(`${customer.platformCustomerId}#person-`);
}

function present(customer: Customer, c: Customer) {
  return { ...c, editable: editable(customer, c), you: c.id === customer.id };
}

async function owned(service: ServiceClient, customer: Customer, id: unknown): Promise<Customer> {
  if (typeof id !== 'string' || !/^Customer:[^/?#%\s]+$/.test(id)) throw notFound('customer');
  let found: Customer;
  try {
    found = await service.customers.retrieve(id);
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw notFound('customer');
    throw error;
  }
  if (!ownedBy(customer)(found)) throw notFound('customer');
  return found;
}

/** The service's filters the screen offers, checked. */
function filtersOf(query: URLSearchParams) {
  const filters: { customerType?: 'INDIVIDUAL' | 'BUSINESS'; region?: string; currency?: string } = {};
  const type = query.get('customerType');
  if (type === 'INDIVIDUAL' || type === 'BUSINESS') filters.customerType = type;
  const region = query.get('region') ?? '';
  if (COUNTRY.test(region)) filters.region = region;
  const currency = query.get('currency') ?? '';
  if (currency in DECIMALS) filters.currency = currency;
  return filters;
}

async function list({ service, customer, query }: ExplorerContext) {
  // The service pages over every customer of the platform; only this user's are kept, so the pages
  // shown here are cut from that filtered list (the page number is the screen's cursor).
  const mine = [];
  for await (const c of service.customers.list({ ...filtersOf(query), limit: 100 })) {
    if (ownedBy(customer)(c)) mine.push(c);
  }
  // Newest first; the service lists in creation order, so reversing first keeps ties in that order.
  mine.reverse().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = Math.max(0, Math.min(Number.parseInt(query.get('page') ?? '0', 10) || 0, 1000));
  const data = mine.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((c) => present(customer, c));
  return {
    data,
    page,
    pageSize: PAGE_SIZE,
    total: mine.length,
    hasMore: (page + 1) * PAGE_SIZE < mine.length,
  };
}

async function read({ service, customer, params }: ExplorerContext) {
  return present(customer, await owned(service, customer, params.customerId));
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' && value.trim().length <= max ? value.trim() : '';
}

/** The person fields of the create and update forms, checked. */
function personOf(body: Body) {
  const person: { fullName?: string; email?: string; birthDate?: string; nationality?: string } = {};
  const fullName = text(body.fullName, 200);
  if (!fullName || !/\s/.test(fullName)) throw badInput('Enter a first and a last name.');
  person.fullName = fullName;
  const email = text(body.email, 200);
  if (!EMAIL.test(email)) throw badInput('Enter an email address.');
  person.email = email;
  if (body.birthDate) {
    if (typeof body.birthDate !== 'string' || !DATE.test(body.birthDate))
      throw badInput('Enter the birth date as a date.');
    person.birthDate = body.birthDate;
  }
  if (body.nationality) {
    if (typeof body.nationality !== 'string' || !COUNTRY.test(body.nationality))
      throw badInput('Choose the nationality.');
    person.nationality = body.nationality;
  }
  return person;
}

async function create({ service, customer, body }: ExplorerContext) {
  const region = typeof body.region === 'string' && COUNTRY.test(body.region) ? body.region : null;
  if (!region) throw badInput('Choose the region.');
  const currency =
    typeof body.currency === 'string' && body.currency in DECIMALS && body.currency !== 'BTC'
      ? body.currency
      : null;
  if (!currency) throw badInput('Choose a currency.');
  const created = await service.customers.create({
    platformCustomerId: `${customer.platformCustomerId}#person-${randomUUID().slice(0, 8)}`,
    customerType: 'INDIVIDUAL',
    region,
    currencies: [currency],
    // Not checked yet: the identity check below moves it, by the sandbox's rule.
    kycStatus: 'UNVERIFIED',
    ...personOf(body),
  });
  return present(customer, created);
}

async function update({ service, customer, params, body }: ExplorerContext) {
  const found = await owned(service, customer, params.customerId);
  if (!editable(customer, found))
    throw badInput('This customer is read only here: change your own details from the wallet.');
  const updated = await service.customers.update(found.id, { customerType: 'INDIVIDUAL', ...personOf(body) });
  // A change that needs the wallet's signature is not one this screen makes.
  if (updated.signatureRequired) throw badInput('This change needs the wallet’s approval.');
  return present(customer, updated.result);
}

async function checkIdentity({ service, customer, params }: ExplorerContext) {
  const found = await owned(service, customer, params.customerId);
  if (found.customerType !== 'INDIVIDUAL' || !found.fullName)
    throw badInput('Only a person with a full name can be checked here.');
  const parts = found.fullName.split(/\s+/);
  const lastName = parts.pop();
  await service.verifications.create({
    customerId: found.id,
    personalInfo: { firstName: parts.join(' ') || lastName, lastName },
  });
  return present(customer, await service.customers.retrieve(found.id));
}

export const customerRoutes: ExplorerRoute[] = [
  { method: 'GET', path: '/customers', handler: list },
  { method: 'POST', path: '/customers', handler: create },
  { method: 'GET', path: '/customers/:customerId', handler: read },
  { method: 'POST', path: '/customers/:customerId', handler: update },
  { method: 'POST', path: '/customers/:customerId/verify', handler: checkIdentity },
];
