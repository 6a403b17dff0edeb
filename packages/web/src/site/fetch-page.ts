// The browser's one request per navigation: the page-level read with every section of a page.
import { API_BASE, type Page, type PageContent } from '@site/contracts/site';

export async function fetchPage(page: Page, signal?: AbortSignal): Promise<PageContent> {
  try {
    const response = await fetch(`${API_BASE}/pages/${page}`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Failed to fetch data: the server answered ${response.status}.`);
    return (await response.json()) as PageContent;
  } catch (error) {
    // One console line for whoever looks into it; the page shows its own failure state.
    console.error('Error fetching data', error);
    throw error;
  }
}
