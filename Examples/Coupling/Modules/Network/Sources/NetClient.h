#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, NetMethod) {
    NetMethodGet,
    NetMethodPost,
};

@interface NetClient : NSObject
- (void)send:(NetMethod)method path:(NSString *)path;
@end
