import { PageContainer, PageHeader } from '../ui/page-header';

// Signed-in page; its content arrives with its own feature work.
export default function MealPlansPage() {
  return (
    <PageContainer>
      <PageHeader title="Meal Plans" />
    </PageContainer>
  );
}
