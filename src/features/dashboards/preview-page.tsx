import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until this page is built. */
export default function Page() {
  return <PageHeader title="preview-page" documentTitle="preview-page" description="Not built yet." />;
}
