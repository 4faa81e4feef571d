import type { ReactNode } from 'react';

/** Title block used at the top of app pages; also sets the browser tab title. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <title>{`${title} - Forkcast`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-2xl text-lg text-muted">{children}</div>}
    </header>
  );
}

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">{children}</div>;
}
