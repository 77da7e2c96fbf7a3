import { Component, type ReactNode } from 'react';

/** Props of {@link ModalErrorBoundary}. */
export interface ModalErrorBoundaryProps {
  fallback: ReactNode;
  children?: ReactNode;
}

/** Keeps a failing modal content from taking the other modals (and the page) down with it. */
export class ModalErrorBoundary extends Component<ModalErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
