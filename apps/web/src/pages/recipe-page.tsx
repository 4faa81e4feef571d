import { PageContainer, PageHeader } from '../ui/page-header';

// Signed-in page; its content arrives with its own feature work.
export default function RecipePage() {
  return (
    <PageContainer>
      <PageHeader title="Recipe" />
    </PageContainer>
  );
}
