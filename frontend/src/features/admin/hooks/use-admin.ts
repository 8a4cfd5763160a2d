// The admin's server state: product and order lists as queries, and the changes as mutations that refresh
// them (and the shop's own product lists, so a new or removed product shows everywhere).
import type { AdminOrderListBody } from '@store/contracts/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProductUpdate } from '@store/contracts/products';
import {
  addProduct,
  changeOrderStatus,
  getProductText,
  listOrders,
  listProducts,
  removeProduct,
  setProductStock,
  updateProductText,
  type AdminProductQuery,
  type NewProduct,
} from '../api/admin-api';

export function useAdminProducts(query: AdminProductQuery) {
  return useQuery({
    queryKey: queryKeys.admin.products({ ...query }),
    queryFn: ({ signal }) => listProducts(query, signal),
    staleTime: staleTimes.admin,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(body: AdminOrderListBody) {
  return useQuery({
    queryKey: queryKeys.admin.orders({ ...body }),
    queryFn: ({ signal }) => listOrders(body, signal),
    staleTime: staleTimes.admin,
    placeholderData: keepPreviousData,
  });
}

/** One product's words in English with every translation, for the text dialog. */
export function useProductText(id: string) {
  return useQuery({
    // Under the admin's products, so a change to any product refreshes it with the lists.
    queryKey: queryKeys.admin.products({ text: id }),
    queryFn: ({ signal }) => getProductText(id, signal),
    staleTime: staleTimes.admin,
  });
}

function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'products'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
    ]);
}

export function useAddProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ product, onProgress }: { product: NewProduct; onProgress: (fraction: number) => void }) =>
      addProduct(product, onProgress),
    onSuccess: () => refresh(),
  });
}

export function useRemoveProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: removeProduct, onSuccess: () => refresh() });
}

export function useUpdateProductText() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductUpdate }) => updateProductText(id, body),
    onSuccess: () => refresh(),
  });
}

export function useSetStock() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: setProductStock, onSuccess: () => refresh() });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'orders'] }),
  });
}
