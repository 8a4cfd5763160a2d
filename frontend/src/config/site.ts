// Facts about the shop shown on several pages. The contact details are the demo shop's; change them here.
export const site = {
  name: 'Ceylon Threads',
  address: ['No. 54, Galle Road', 'Colombo 03, Sri Lanka'],
  phone: '+94 11 234 5678',
  email: 'hello@ceylonthreads.lk',
} as const;

/** document.title for a page: "Page | Shop". */
export const pageTitle = (page: string) => `${page} | ${site.name}`;
