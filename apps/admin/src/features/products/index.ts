export { ProductsPage } from './pages/products-page';
export { ProductEditorPage } from './pages/product-editor-page';
export { ImportPage } from './pages/import-page';
