import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { samples } from '../samples';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  /** Show the given text (from the box, a file, a drop or a sample). */
  onApply: (text: string) => void;
  /** The JSON box, for putting the caret at a syntax error. */
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** The id of the message saying why the applied text is not JSON, if it is not: the box is then marked invalid. */
  errorId?: string | null;
}

/** Paste, drop or open a JSON file, or open a sample. */
export function PreviewInput({ text, onTextChange, onApply, textareaRef, errorId = null }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      const content = await file.text();
      setFileError(null);
      onTextChange(content);
      onApply(content);
    } catch {
      setFileError(`Could not read “${file.name}”.`);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
    else {
      const dropped = event.dataTransfer.getData('text/plain');
      if (dropped) {
        onTextChange(dropped);
        onApply(dropped);
      }
    }
  }

  return (
    <div
      className={dragging ? 'preview-input preview-dragging' : 'preview-input'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label htmlFor={`${id}-json`}>Dashboard JSON</label>
      <p id={`${id}-hint`} className="dash-muted">
        A DashboardConfig, a Dashboard record or a whole Workbook. Paste it here, drop a .json file on this box, or open one.
      </p>
      <textarea
        ref={textareaRef}
        id={`${id}-json`}
        aria-describedby={errorId ? `${id}-hint ${errorId}` : `${id}-hint`}
        aria-invalid={errorId ? true : undefined}
        className="preview-textarea"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        spellCheck={false}
        rows={10}
      />
      <div className="preview-actions">
        <Button variant="primary" onClick={() => onApply(text)}>
          Preview
        </Button>
        <Button onClick={() => fileInput.current?.click()}>Open a JSON file…</Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="JSON file"
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="preview-samples">
          Samples:
          {samples.map((sample) => (
            <Button
              key={sample.id}
              size="sm"
              variant="ghost"
              onClick={() => {
                const json = JSON.stringify(sample.json, null, 2);
                onTextChange(json);
                onApply(json);
              }}
            >
              {sample.label}
            </Button>
          ))}
        </span>
      </div>
      {fileError ? (
        <p role="alert" className="dash-widget-error">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
