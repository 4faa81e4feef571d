import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FileImage, X } from 'lucide-react';
import { ApiError } from '../../api/endpoint-call';
import { newJobId } from '../../api/jobs';
import { useUploadReceipt } from '../../api/receipts';
import { LimitBanner } from '../../plans/limit-banner';
import { useLimitGate } from '../../plans/use-limit-gate';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { formatDate } from '../../ui/format-date';
import { ProcessingOverlay } from './processing-overlay';
import { ReceiptDropZone } from './receipt-drop-zone';
import { canPreviewInBrowser, formatFileSize, receiptFileProblemAfterReading } from './receipt-file-check';
import { UploadTips } from './upload-tips';
import { useFilePreview } from './use-file-preview';

/** Upload screen of spec section 2: choose one photo, check it here, send it, then plan meals from it. */
export default function UploadPage() {
  const [file, setFile] = useState<File | null>(null);
  /** The first upload of the chosen photo, when the server says it has it already. */
  const [firstUpload, setFirstUpload] = useState<{ receiptId: string; uploadedAt: string } | null>(null);
  const preview = useFilePreview(file);
  const upload = useUploadReceipt();
  const toast = useToast();
  const navigate = useNavigate();
  const limits = useLimitGate('receipt_processing');
  const processing = upload.isPending;

  // Reading a file's first bytes takes a moment: only the latest choice may answer, so a slow check never replaces a newer photo.
  const latestChoice = useRef(0);
  async function choose(files: File[]) {
    const choice = ++latestChoice.current;
    const problem = await receiptFileProblemAfterReading(files);
    if (choice !== latestChoice.current) return;
    if (problem) {
      toast.error(problem);
      return;
    }
    setFirstUpload(null);
    setFile(files[0] ?? null);
  }

  async function process(allowDuplicate = false) {
    if (!file || limits.checking) return;
    setFirstUpload(null);
    // Reading a receipt counts against the week's allowance: ask first, so a refusal costs no upload.
    if (!(await limits.allow())) return;
    upload.mutate(
      { file, allowDuplicate, jobId: newJobId() },
      {
        onSuccess: (receiptId) => {
          toast.success('Receipt processed successfully!');
          navigate(`/meal-plans?receipt=${receiptId}`);
        },
        onError: (error) => {
          const first = error instanceof ApiError && error.code === 'RECEIPT_ALREADY_UPLOADED' ? error.details : undefined;
          if (first?.receiptId) setFirstUpload({ receiptId: first.receiptId, uploadedAt: first.uploadedAt ?? '' });
          else toast.error(error.message || 'Upload failed. Please try again.');
        },
      },
    );
  }

  return (
    <PageContainer>
      <PageHeader title="Upload Your Receipt">
        Photograph your grocery receipt and Forkcast will plan meals that use up what you bought.
      </PageHeader>

      {/* minmax(0, 1fr): a column may shrink below its content, so a long file name is cut short instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <section aria-label="Receipt photo" className="rounded-3xl border border-leaf-800/10 bg-white p-5 shadow-sm sm:p-8">
          {file && (
            <div className="mb-5">
              <div className="flex items-center gap-3 rounded-2xl border border-leaf-800/10 bg-cream px-4 py-3">
                <FileImage aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
                <p className="min-w-0 flex-1">
                  <span title={file.name} className="block truncate font-semibold text-ink">
                    {file.name}
                  </span>
                  <span className="text-sm text-muted">{formatFileSize(file.size)}</span>
                </p>
                <button
                  type="button"
                  onClick={() => {
                    setFile(null);
                    setFirstUpload(null);
                  }}
                  disabled={processing}
                  aria-label={`Remove ${file.name}`}
                  className="rounded-full p-2 text-muted hover:bg-leaf-50 hover:text-ink disabled:opacity-40"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
              <PreviewPanel key={`${file.name}:${file.size}:${file.lastModified}`} file={file} url={preview} />
            </div>
          )}

          {firstUpload && (
            <div role="alert" className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-ink">
              <p className="font-semibold">You already uploaded this photo{firstUpload.uploadedAt && ` on ${formatDate(firstUpload.uploadedAt)}`}.</p>
              <p className="mt-1 text-sm text-muted">The first receipt keeps the corrections you made to it.</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to={`/receipts/${firstUpload.receiptId}`} className={buttonStyles.primary}>
                  Open the first receipt
                </Link>
                <button type="button" onClick={() => void process(true)} disabled={limits.blocked} className={buttonStyles.secondary}>
                  Upload anyway
                </button>
              </div>
            </div>
          )}

          {/* At the limit the banner comes first, before any effort; otherwise it sits by the button whose use it counts,
              so on a phone the photo buttons stay where a thumb expects them. */}
          {limits.banner?.tone === 'blocked' && (
            <LimitBanner state={limits.banner} operation="receipt_processing" weekStart={limits.weekStart} className="mb-5" />
          )}

          <ReceiptDropZone onFiles={(files) => void choose(files)} disabled={processing} compact={file !== null} />

          {limits.banner && limits.banner.tone !== 'blocked' && (
            <LimitBanner state={limits.banner} operation="receipt_processing" weekStart={limits.weekStart} className="mt-6" />
          )}

          <button
            type="button"
            onClick={() => void process()}
            disabled={!file || processing || limits.checking || limits.blocked}
            className={`${buttonStyles.primary} ${buttonStyles.large} mt-6 w-full`}
          >
            {(processing || limits.checking) && <Spinner />}
            Process Receipt
          </button>
        </section>

        <UploadTips />
      </div>

      {processing && <ProcessingOverlay jobId={upload.variables?.jobId} />}
    </PageContainer>
  );
}

/** HEIC, or an image the browser cannot decode, gets a neutral placeholder instead of a broken picture. */
function PreviewPanel({ file, url }: { file: File; url: string | null }) {
  const [broken, setBroken] = useState(false);
  const drawable = canPreviewInBrowser(file) && !broken;
  return (
    <figure className="mt-4 flex h-72 items-center justify-center overflow-hidden rounded-2xl bg-leaf-50 sm:h-96">
      {drawable ? (
        url && <img src={url} alt="Preview of the chosen receipt" onError={() => setBroken(true)} className="h-full w-full object-contain" />
      ) : (
        <figcaption className="flex max-w-xs flex-col items-center gap-2 px-6 text-center text-muted">
          <FileImage aria-hidden="true" className="size-10 text-leaf-600" />
          No preview for this photo in your browser, but Forkcast can still read it.
        </figcaption>
      )}
    </figure>
  );
}
