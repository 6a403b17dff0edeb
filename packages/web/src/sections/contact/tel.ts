// A phone number as written on the page, turned into a tel: link a phone can dial.
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
