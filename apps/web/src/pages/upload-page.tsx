import { PageContainer, PageHeader } from '../ui/page-header';

// Signed-in page; its content arrives with its own feature work.
export default function UploadPage() {
  return (
    <PageContainer>
      <PageHeader title="Upload Your Receipt" />
    </PageContainer>
  );
}
