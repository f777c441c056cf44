import { SearchMisses } from '../../../features/admin-search/components/search-misses';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminSearchRoute() {
  return (
    <AdminPage
      title="Search"
      about="What shoppers searched for on Zariya, and the words the search understands."
      width="4xl"
      lead={
        <>
          Searches that found nothing, most asked first: add one to a word’s synonyms and it finds that word’s
          products.
        </>
      }
    >
      <SearchMisses />
    </AdminPage>
  );
}
